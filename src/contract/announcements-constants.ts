/** Club announcements: their paths, limits and texts, without zod (screens take these alone). */

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

export const ANNOUNCEMENT_TEXT = {
  titleRequired: 'Give the announcement a title.',
  titleTooLong: 'A title is at most 120 characters.',
  bodyTooLong: 'An announcement is at most 4000 characters.',
  linkInvalid: "A link goes to a page of the app, starting with '/', e.g. /events/12.",
  expiryInvalid: 'An announcement stays up for 1 to 90 days, or until it is unpinned.',
  publicOnlyClubWide: 'Only a club-wide announcement can be shown to visitors.',
  clubWideAdminsOnly: 'Only admins post announcements to the whole club.',
  rideOrganiserOnly: "Only the ride's organiser or an admin announces to its riders.",
  notYours: 'Only its author or an admin changes an announcement.',
  nothingToChange: 'Say what to change.',
  pushTitle: (title: string, rideName: string | null) =>
    rideName ? `${rideName}: ${title}` : `Club news: ${title}`,
} as const;
