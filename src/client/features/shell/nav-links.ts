/** The sections of the navigation bar, in the order of §2 ('/messges' is spelled so). */
export const NAV_LINKS = [
  { to: '/home', label: 'Feed' },
  { to: '/messges', label: 'Messages' },
  { to: '/people', label: 'Members' },
  { to: '/events', label: 'Rides' },
  { to: '/shop', label: 'Shop' },
  { to: '/bikeMessenger', label: 'Bike messenger' },
  { to: '/storage', label: 'Storage' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/demo', label: 'Credits' },
] as const satisfies readonly { to: string; label: string }[];

export type NavTarget = (typeof NAV_LINKS)[number]['to'];
