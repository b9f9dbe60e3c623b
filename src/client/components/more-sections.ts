import { IconMessageCircle, IconShare, IconShirtSport, IconTool } from '@tabler/icons-react';
import { defineTexts } from '../../contract/i18n/texts';

/**
 * The sections §2's bar has no link for, named as their own pages name them, with what each is
 * for: the drawer and the user menu list them, and the screens lead to them where a member
 * would look (the chat room from Messages, the jerseys and the sponsor shop from the shop, the
 * file share from Storage). Each label and hint is read in the page's language.
 */
export const MORE_SECTION_LINKS = defineTexts([
  {
    to: '/chat',
    label: /*i18n*/ { id: 'Chat room' },
    hint: /*i18n*/ { id: 'The whole club in one live room' },
    icon: IconMessageCircle,
  },
  {
    to: '/merchandise',
    label: /*i18n*/ { id: 'Club merchandise' },
    hint: /*i18n*/ { id: 'Pre-order the club jersey' },
    icon: IconShirtSport,
  },
  {
    to: '/sdcbikewala',
    label: /*i18n*/ { id: 'SDC Bikewala' },
    hint: /*i18n*/ { id: 'Our sponsor bike shop: parts, gear and repairs' },
    icon: IconTool,
  },
  {
    to: '/tempfile',
    label: /*i18n*/ { id: 'File share' },
    hint: /*i18n*/ { id: 'Send a file to anyone by a link that expires' },
    icon: IconShare,
  },
] as const);

export type MoreSectionPath = (typeof MORE_SECTION_LINKS)[number]['to'];
