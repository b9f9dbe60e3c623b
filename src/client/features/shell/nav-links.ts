import {
  IconBike,
  IconBuildingStore,
  IconCalendarEvent,
  IconHeartHandshake,
  IconHome,
  IconLayoutDashboard,
  IconMessageCircle,
  IconMessages,
  IconPhoto,
  IconShare,
  IconShirtSport,
  IconTool,
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

/**
 * The sections §2's bar has no link for, named as their own pages name them, with what each is
 * for: the drawer and the user menu list them, and the screens lead to them where a member
 * would look (the chat room from Messages, the jerseys and the sponsor shop from the shop, the
 * file share from Storage).
 */
export const MORE_SECTION_LINKS = [
  {
    to: '/chat',
    label: 'Chat room',
    hint: 'The whole club in one live room',
    icon: IconMessageCircle,
  },
  {
    to: '/merchandise',
    label: 'Club merchandise',
    hint: 'Pre-order the club jersey',
    icon: IconShirtSport,
  },
  {
    to: '/sdcbikewala',
    label: 'SDC Bikewala',
    hint: 'Our sponsor bike shop: parts, gear and repairs',
    icon: IconTool,
  },
  {
    to: '/tempfile',
    label: 'File share',
    hint: 'Send a file to anyone by a link that expires',
    icon: IconShare,
  },
] as const satisfies readonly { to: string; label: string; hint: string; icon: TablerIcon }[];

export type MoreSectionPath = (typeof MORE_SECTION_LINKS)[number]['to'];
