/**
 * ride-attendance without its schemas: paths, limits and texts of a ride's roll-call, for
 * screens that must not bring the schema library with them.
 */
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

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

/** The roll-call schemas' messages (ride-attendance.ts), English when the schemas are built. */
export const ATTENDANCE_VALIDATION = englishTexts({
  walkUpOneOf: /*i18n*/ { id: 'Give either a member or a guest name.' },
  guestNameRequired: /*i18n*/ { id: 'Give the guest a name.' },
  /** ATTENDANCE_LIMITS.guestNameMaxLength. */
  guestNameTooLong: /*i18n*/ { id: 'A guest name has at most 60 characters.' },
});

/** What the server answers; the roll-call screen's own words are in its texts.ts. */
export const ATTENDANCE_TEXT = defineTexts({
  notOpenYet: /*i18n*/ { id: 'The roll-call opens an hour before the ride starts.' },
  closed: /*i18n*/ { id: 'The roll-call closed 7 days after the ride started.' },
  notOnRide: /*i18n*/ { id: 'This member is not on the ride. Add them as a walk-up.' },
  tooManyGuests: (said: number) =>
    said === 0
      ? t(
          /*i18n*/ {
            id: 'This member did not say they would bring guests. Add their guests as walk-ups.',
          },
        )
      : t(
          /*i18n*/ {
            id: 'This member said they would bring {said, plural, one {# guest} other {# guests}}; add more as walk-ups.',
          },
          { said },
        ),
  noSuchMember: /*i18n*/ { id: 'No active member has that id.' },
  noSuchWalkUp: /*i18n*/ { id: 'That walk-up is not on this ride.' },
  guestAlreadyListed: (name: string) =>
    t(
      /*i18n*/ {
        id: '{name} is already on the list. Another guest of that name needs something to tell them apart, such as an initial.',
      },
      { name },
    ),
});

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
