/**
 * The club's clock. Instants are stored and sent in UTC; the club lives in one time zone (the
 * club setting `timeZone`, Asia/Dhaka unless an admin changes it), and every day, week, month
 * and hour a member sees or types is the club's: a ride at six is at six in Dhaka, whatever
 * the phone's own zone. No zod here: the first screen's date formatter reads this too.
 */
import { defineTexts } from './i18n/texts';

/** Weekday names in the reader's language, Sunday first (as Date's getUTCDay counts). */
export const WEEKDAY_NAMES = defineTexts([
  /*i18n*/ { id: 'Sunday' },
  /*i18n*/ { id: 'Monday' },
  /*i18n*/ { id: 'Tuesday' },
  /*i18n*/ { id: 'Wednesday' },
  /*i18n*/ { id: 'Thursday' },
  /*i18n*/ { id: 'Friday' },
  /*i18n*/ { id: 'Saturday' },
] as const);

/** Month names, January first. */
export const MONTH_NAMES = defineTexts([
  /*i18n*/ { id: 'January' },
  /*i18n*/ { id: 'February' },
  /*i18n*/ { id: 'March' },
  /*i18n*/ { id: 'April' },
  /*i18n*/ { id: 'May' },
  /*i18n*/ { id: 'June' },
  /*i18n*/ { id: 'July' },
  /*i18n*/ { id: 'August' },
  /*i18n*/ { id: 'September' },
  /*i18n*/ { id: 'October' },
  /*i18n*/ { id: 'November' },
  /*i18n*/ { id: 'December' },
] as const);

/** Weekday names as a week strip or a reminder shortens them: "Wed 2 Dec". */
export const WEEKDAY_SHORT_NAMES = defineTexts([
  /*i18n*/ { id: 'Sun' },
  /*i18n*/ { id: 'Mon' },
  /*i18n*/ { id: 'Tue' },
  /*i18n*/ { id: 'Wed' },
  /*i18n*/ { id: 'Thu' },
  /*i18n*/ { id: 'Fri' },
  /*i18n*/ { id: 'Sat' },
] as const);

/** Month names shortened, January first ("May" is the same word as the long one). */
export const MONTH_SHORT_NAMES = defineTexts([
  /*i18n*/ { id: 'Jan' },
  /*i18n*/ { id: 'Feb' },
  /*i18n*/ { id: 'Mar' },
  /*i18n*/ { id: 'Apr' },
  /*i18n*/ { id: 'May' },
  /*i18n*/ { id: 'Jun' },
  /*i18n*/ { id: 'Jul' },
  /*i18n*/ { id: 'Aug' },
  /*i18n*/ { id: 'Sep' },
  /*i18n*/ { id: 'Oct' },
  /*i18n*/ { id: 'Nov' },
  /*i18n*/ { id: 'Dec' },
] as const);

export { DEFAULT_TIME_ZONE, isTimeZone } from './club-zone-name';

/** A wall-clock reading: month 1-12, weekday 0 (Sunday) to 6. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What a clock in `zone` shows at the instant `at`. */
export function wallClockAt(at: Date, zone: string): WallClock {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** How far `zone` is ahead of UTC at the instant `at`, in milliseconds. */
function offsetAt(at: Date, zone: string): number {
  const clock = wallClockAt(at, zone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a clock in `zone` shows this date and time. Days and months past their end roll
 * over (day 32 is the 1st of the next month), so callers can count days and months freely.
 */
export function instantOf(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
  zone: string,
): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  // The zone's offset at the guess, then again at the answer: right across a clock change.
  const first = guess - offsetAt(new Date(guess), zone);
  return new Date(guess - offsetAt(new Date(first), zone));
}

/** The club's calendar day of an instant, as 'YYYY-MM-DD'. */
export function dayKeyOf(at: Date, zone: string): string {
  const { year, month, day } = wallClockAt(at, zone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Midnight in `zone` on the day of `at`, plus `days` days. */
export function startOfDay(at: Date, zone: string, days = 0): Date {
  const { year, month, day } = wallClockAt(at, zone);
  return instantOf({ year, month, day: day + days }, zone);
}

/** Midnight on the Monday of the week of `at` in `zone`, plus `weeks` weeks. */
export function startOfWeek(at: Date, zone: string, weeks = 0): Date {
  const { year, month, day, weekday } = wallClockAt(at, zone);
  const sinceMonday = (weekday + 6) % 7;
  return instantOf({ year, month, day: day - sinceMonday + weeks * 7 }, zone);
}

/** Midnight on the 1st of the month of `at` in `zone`, plus `months` months. */
export function startOfMonth(at: Date, zone: string, months = 0): Date {
  const { year, month } = wallClockAt(at, zone);
  return instantOf({ year, month: month + months, day: 1 }, zone);
}

/** Midnight on the first day of the quarter of `at` in `zone`, plus `quarters` quarters. */
export function startOfQuarter(at: Date, zone: string, quarters = 0): Date {
  const { year, month } = wallClockAt(at, zone);
  const first = month - ((month - 1) % 3);
  return instantOf({ year, month: first + quarters * 3, day: 1 }, zone);
}

/** Midnight on 1 January of the year of `at` in `zone`, plus `years` years. */
export function startOfYear(at: Date, zone: string, years = 0): Date {
  return instantOf({ year: wallClockAt(at, zone).year + years, month: 1, day: 1 }, zone);
}
