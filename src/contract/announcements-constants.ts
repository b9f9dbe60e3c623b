/** Club announcements: their paths, limits and texts, without zod (screens take these alone). */
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const ANNOUNCEMENT_PATHS = {
  list: '/announcements',
  one: (id: number | string) => `/announcements/${id}`,
  read: (id: number | string) => `/announcements/${id}/read`,
} as const;

export const ANNOUNCEMENT_LIMITS = {
  titleMaxLength: 120,
  bodyMaxLength: 4000,
  linkMaxLength: 300,
  expiryDefaultDays: 14,
  expiryMaxDays: 90,
  /** Pinned at the top of the feed; the rest are counted as "N more". */
  feedShown: 3,
  pageDefaultSize: 20,
  pushBodyMaxLength: 120,
} as const;

/** Where a member reads every announcement, current and past. */
export const ANNOUNCEMENTS_PAGE = '/announcements';

/** The address of one announcement in the app (a push opens it). */
export const announcementUrl = (id: number) => `${ANNOUNCEMENTS_PAGE}#announcement-${id}`;

/** The announcement schemas' messages (announcements.ts), English when they are built. */
export const ANNOUNCEMENT_VALIDATION = englishTexts({
  titleRequired: /*i18n*/ { id: 'Give the announcement a title.' },
  /** ANNOUNCEMENT_LIMITS.titleMaxLength. */
  titleTooLong: /*i18n*/ { id: 'A title is at most 120 characters.' },
  /** ANNOUNCEMENT_LIMITS.bodyMaxLength. */
  bodyTooLong: /*i18n*/ { id: 'An announcement is at most 4000 characters.' },
  linkInvalid: /*i18n*/ {
    id: "A link goes to a page of the app, starting with '/', e.g. /events/12.",
  },
  /** ANNOUNCEMENT_LIMITS.expiryMaxDays. */
  expiryInvalid: /*i18n*/ {
    id: 'An announcement stays up for 1 to 90 days, or until it is unpinned.',
  },
  nothingToChange: /*i18n*/ { id: 'Say what to change.' },
});

export const ANNOUNCEMENT_TEXT = defineTexts({
  publicOnlyClubWide: /*i18n*/ { id: 'Only a club-wide announcement can be shown to visitors.' },
  clubWideAdminsOnly: /*i18n*/ { id: 'Only admins post announcements to the whole club.' },
  rideOrganiserOnly: /*i18n*/ {
    id: "Only the ride's organiser or an admin announces to its riders.",
  },
  notYours: /*i18n*/ { id: 'Only its author or an admin changes an announcement.' },
  pushTitle: (title: string, rideName: string | null) =>
    rideName
      ? t(/*i18n*/ { id: '{rideName}: {title}' }, { rideName, title })
      : t(/*i18n*/ { id: 'Club news: {title}' }, { title }),
} as const);
