import { defineTexts } from '../../../contract/i18n/texts';

/**
 * The sections of the navigation bar, in the order of §2 ('/messges' is spelled so); each
 * label is read in the page's language.
 */
export const NAV_LINKS = defineTexts([
  { to: '/home', label: /*i18n*/ { id: 'Feed' } },
  { to: '/messges', label: /*i18n*/ { id: 'Messages' } },
  { to: '/people', label: /*i18n*/ { id: 'Members' } },
  { to: '/events', label: /*i18n*/ { id: 'Rides' } },
  { to: '/shop', label: /*i18n*/ { id: 'Shop' } },
  { to: '/bikeMessenger', label: /*i18n*/ { id: 'Bike messenger' } },
  { to: '/storage', label: /*i18n*/ { id: 'Storage' } },
  { to: '/dashboard', label: /*i18n*/ { id: 'Dashboard' } },
  { to: '/demo', label: /*i18n*/ { id: 'Credits' } },
] as const);

export type NavTarget = (typeof NAV_LINKS)[number]['to'];
