import {
  IconBike,
  IconBuildingStore,
  IconCalendarEvent,
  IconHeartHandshake,
  IconHome,
  IconLayoutDashboard,
  IconMessages,
  IconPhoto,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

/** The sections of the navigation bar, in the order of §2 ('/messges' is spelled so). */
export const NAV_LINKS = [
  { to: '/home', label: 'Home', icon: IconHome },
  { to: '/messges', label: 'Messages', icon: IconMessages },
  { to: '/people', label: 'People', icon: IconUsers },
  { to: '/events', label: 'Events', icon: IconCalendarEvent },
  { to: '/shop', label: 'Shop', icon: IconBuildingStore },
  { to: '/bikeMessenger', label: 'Bike Messenger', icon: IconBike },
  { to: '/storage', label: 'Storage', icon: IconPhoto },
  { to: '/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
  { to: '/demo', label: 'Credits', icon: IconHeartHandshake },
] as const satisfies readonly { to: string; label: string; icon: TablerIcon }[];
