/**
 * ride-attendance without its schemas: paths, limits and texts of a ride's roll-call, for
 * screens that must not bring the schema library with them.
 */
export const ATTENDANCE_LIMITS = {
  /** The roll-call opens this long before a ride starts (riders gather early)… */
  opensBeforeStartMs: 60 * 60 * 1000,
  /** …and stays open this long after, for an organiser who ticks it off at home. */
  closesAfterStartMs: 7 * 24 * 60 * 60 * 1000,
  guestNameMaxLength: 60,
  /** The no-show figures look back this far. */
  noShowDays: 90,
  /** Rides and members the summary lists at most. */
  summaryRows: 20,
} as const;

/** What the server answers; the roll-call screen's own words are in its texts.ts. */
export const ATTENDANCE_TEXT = {
  notOpenYet: 'The roll-call opens an hour before the ride starts.',
  closed: 'The roll-call closed 7 days after the ride started.',
  notOnRide: 'This member is not on the ride. Add them as a walk-up.',
  tooManyGuests: (said: number) =>
    said === 0
      ? 'This member did not say they would bring guests. Add their guests as walk-ups.'
      : `This member said they would bring ${said} ${said === 1 ? 'guest' : 'guests'}; add more as walk-ups.`,
  noSuchMember: 'No active member has that id.',
  noSuchWalkUp: 'That walk-up is not on this ride.',
  walkUpOneOf: 'Give either a member or a guest name.',
  guestNameRequired: 'Give the guest a name.',
  guestNameTooLong: `A guest name has at most ${ATTENDANCE_LIMITS.guestNameMaxLength} characters.`,
  guestAlreadyListed: (name: string) =>
    `${name} is already on the list. Another guest of that name needs something to tell them apart, such as an initial.`,
} as const;

/** Paths under /api. */
export const ATTENDANCE_PATHS = {
  /** Going against present on the reader's past rides, and no-shows (an admin: every ride). */
  summary: '/event/attendance/summary',
  list: (eventId: number | string) => `/event/${eventId}/attendance`,
  mark: (eventId: number | string, userId: number | string) =>
    `/event/${eventId}/attendance/${userId}`,
  walkUps: (eventId: number | string) => `/event/${eventId}/attendance/walk-ups`,
  walkUp: (eventId: number | string, walkUpId: number | string) =>
    `/event/${eventId}/attendance/walk-ups/${walkUpId}`,
} as const;
