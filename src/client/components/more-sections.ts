import {
  IconMessageCircle,
  IconShare,
  IconShirtSport,
  IconTool,
  type TablerIcon,
} from '@tabler/icons-react';

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
