/**
 * Ride series: a ride that repeats weekly, every n weeks or monthly on the n-th weekday, its
 * rides real rides of their own. The dates are worked out here, once, for the form's preview and
 * the server alike. No zod here: the form's preview and the ride card read this without it.
 *
 * Every ride of a series starts at the first ride's wall-clock time in the club's zone (07:00 in
 * Dhaka stays 07:00 whatever the zone's offset does), on the first ride's weekday.
 */
import { instantOf, wallClockAt, WEEKDAY_NAMES } from './club-time';
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const SERIES_FREQUENCIES = ['weekly', 'monthly'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

/** Which weekday of the month a monthly series rides on: 1st to 4th, or -1 for the last. */
export const SERIES_WEEKS_OF_MONTH = [1, 2, 3, 4, -1] as const;
export type SeriesWeekOfMonth = (typeof SERIES_WEEKS_OF_MONTH)[number];

export const SERIES_LIMITS = {
  /** Weekly rides may skip up to three weeks between them. */
  intervalMax: 4,
  ridesMin: 2,
  ridesMax: 52,
  /** No ride of a series is later than this many months after its first. */
  spanMonths: 12,
  /** The ride page links this many of the series' next rides. */
  nextShown: 5,
} as const;

/**
 * How a ride repeats. `interval` counts weeks (1 for weekly); `weekOfMonth` is for monthly
 * series only. A series ends on a day (`until`, YYYY-MM-DD in the club's zone, its last ride on
 * or before it) or after `count` rides, never both.
 */
export interface RepeatRule {
  frequency: SeriesFrequency;
  interval: number;
  weekOfMonth: SeriesWeekOfMonth | null;
  until: string | null;
  count: number | null;
}

/** What a reader is told of a series: its rule, and the weekday (0 Sunday) it rides on. */
export interface SeriesPattern {
  frequency: SeriesFrequency;
  interval: number;
  weekOfMonth: SeriesWeekOfMonth | null;
  weekday: number;
}

/**
 * The series schema's messages (events.ts), English when the schema is built; the same words
 * as SERIES_TEXT's, which the dates below are refused with.
 */
export const SERIES_VALIDATION = englishTexts({
  /** SERIES_LIMITS.intervalMax. */
  intervalRange: /*i18n*/ { id: 'Repeat every 1 to 4 weeks.' },
  weekOfMonthNeeded: /*i18n*/ { id: 'Pick which week of the month the ride repeats on.' },
  weekOfMonthWeekly: /*i18n*/ { id: 'A weekly series has no week of the month.' },
  endNeeded: /*i18n*/ { id: 'Say when the series ends: on a date or after a number of rides.' },
  endTwice: /*i18n*/ { id: 'End the series on a date or after a number of rides, not both.' },
  /** SERIES_LIMITS.ridesMin and ridesMax. */
  countRange: /*i18n*/ { id: 'A series has 2 to 52 rides.' },
  untilInvalid: /*i18n*/ { id: 'Pick the date of the last ride.' },
});

export const SERIES_TEXT = defineTexts({
  /** SERIES_LIMITS.intervalMax. */
  intervalRange: /*i18n*/ { id: 'Repeat every 1 to 4 weeks.' },
  weekOfMonthNeeded: /*i18n*/ { id: 'Pick which week of the month the ride repeats on.' },
  endNeeded: /*i18n*/ { id: 'Say when the series ends: on a date or after a number of rides.' },
  endTwice: /*i18n*/ { id: 'End the series on a date or after a number of rides, not both.' },
  /** SERIES_LIMITS.ridesMin and ridesMax. */
  countRange: /*i18n*/ { id: 'A series has 2 to 52 rides.' },
  untilInvalid: /*i18n*/ { id: 'Pick the date of the last ride.' },
  untilBeforeStart: /*i18n*/ { id: 'The series must end after its first ride.' },
  /** SERIES_LIMITS.ridesMin. */
  tooFewRides: /*i18n*/ { id: 'A series has at least 2 rides: pick a later end date.' },
  /** SERIES_LIMITS.ridesMax. */
  tooManyRides: /*i18n*/ {
    id: 'A series has at most 52 rides: pick an earlier end date or fewer rides.',
  },
  tooLong: /*i18n*/ {
    id: 'A series ends within a year of its first ride: pick an earlier end or fewer rides.',
  },
  tooFar: /*i18n*/ {
    id: 'Every ride of a series starts within the next two years: pick an earlier end or fewer rides.',
  },
  /** `week` as weekOfMonthName gives it ('first' … 'last'), `weekday` as WEEKDAY_NAMES. */
  notThatWeekday: (week: string, weekday: string) =>
    t(
      /*i18n*/ {
        id: 'The first ride is not on the {week} {weekday} of its month: pick that week or another date.',
      },
      { week, weekday },
    ),
  ended: /*i18n*/ { id: 'This series has no later rides to change.' },
} as const);

/** The weeks of the month as a select of the messages below picks them. */
const WEEK_KEYS: Record<SeriesWeekOfMonth, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};

const WEEK_NAMES = defineTexts({
  first: /*i18n*/ { id: 'first', comment: 'The first (Saturday) of the month.' },
  second: /*i18n*/ { id: 'second', comment: 'The second (Saturday) of the month.' },
  third: /*i18n*/ { id: 'third', comment: 'The third (Saturday) of the month.' },
  fourth: /*i18n*/ { id: 'fourth', comment: 'The fourth (Saturday) of the month.' },
  last: /*i18n*/ { id: 'last', comment: 'The last (Saturday) of the month.' },
});

export const weekOfMonthName = (week: SeriesWeekOfMonth) =>
  WEEK_NAMES[WEEK_KEYS[week] as keyof typeof WEEK_NAMES];

/** "Every Wednesday", "Every 2 weeks on Friday", "First Saturday of the month". */
export function describeSeries(pattern: SeriesPattern): string {
  const weekday = WEEKDAY_NAMES[pattern.weekday] ?? '';
  if (pattern.frequency === 'monthly') {
    return t(
      /*i18n*/ {
        id: '{week, select, first {First {weekday} of the month} second {Second {weekday} of the month} third {Third {weekday} of the month} fourth {Fourth {weekday} of the month} other {Last {weekday} of the month}}',
      },
      { week: WEEK_KEYS[pattern.weekOfMonth ?? 1], weekday },
    );
  }
  return pattern.interval === 1
    ? t(/*i18n*/ { id: 'Every {weekday}' }, { weekday })
    : t(
        /*i18n*/ { id: 'Every {interval} weeks on {weekday}' },
        {
          interval: pattern.interval,
          weekday,
        },
      );
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The weeks of the month a day may be called by: its n-th (1 to 4) and, in the last 7, 'last'. */
export function weeksOfMonthOf(day: { year: number; month: number; day: number }) {
  const weeks: SeriesWeekOfMonth[] = [];
  const nth = Math.ceil(day.day / 7);
  if (nth <= 4) weeks.push(nth as SeriesWeekOfMonth);
  if (day.day + 7 > daysInMonth(day.year, day.month)) weeks.push(-1);
  return weeks;
}

/** The day of the month of the `week`-th `weekday` (or the last one) of a month. */
function nthWeekdayOf(year: number, month: number, weekday: number, week: SeriesWeekOfMonth) {
  if (week === -1) {
    const last = daysInMonth(year, month);
    const lastWeekday = new Date(Date.UTC(year, month - 1, last)).getUTCDay();
    return last - ((lastWeekday - weekday + 7) % 7);
  }
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - firstWeekday + 7) % 7) + (week - 1) * 7;
}

/** A calendar day as a UTC date, to count days and compare them whatever the zone. */
const utcDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

export type SeriesDates =
  | { ok: true; starts: Date[]; pattern: SeriesPattern }
  | { ok: false; field: 'interval' | 'weekOfMonth' | 'count' | 'until'; message: string };

/**
 * The start of every ride of a series whose first ride starts at `first`, in `zone`; or why the
 * rule is refused. Pure: the form's preview and the server run the same.
 */
export function seriesStarts(first: Date, rule: RepeatRule, zone: string): SeriesDates {
  const clock = wallClockAt(first, zone);
  const pattern: SeriesPattern = {
    frequency: rule.frequency,
    interval: rule.frequency === 'weekly' ? rule.interval : 1,
    weekOfMonth: rule.frequency === 'monthly' ? rule.weekOfMonth : null,
    weekday: clock.weekday,
  };
  const refused = (field: Extract<SeriesDates, { ok: false }>['field'], message: string) =>
    ({ ok: false, field, message }) as const;

  if (rule.frequency === 'weekly') {
    if (
      !Number.isInteger(rule.interval) ||
      rule.interval < 1 ||
      rule.interval > SERIES_LIMITS.intervalMax
    ) {
      return refused('interval', SERIES_TEXT.intervalRange);
    }
  } else {
    if (rule.weekOfMonth === null) return refused('weekOfMonth', SERIES_TEXT.weekOfMonthNeeded);
    if (!weeksOfMonthOf(clock).includes(rule.weekOfMonth)) {
      return refused(
        'weekOfMonth',
        SERIES_TEXT.notThatWeekday(
          weekOfMonthName(rule.weekOfMonth),
          WEEKDAY_NAMES[clock.weekday]!,
        ),
      );
    }
  }
  if (rule.until === null && rule.count === null) return refused('count', SERIES_TEXT.endNeeded);
  if (rule.until !== null && rule.count !== null) return refused('count', SERIES_TEXT.endTwice);
  if (
    rule.count !== null &&
    (!Number.isInteger(rule.count) ||
      rule.count < SERIES_LIMITS.ridesMin ||
      rule.count > SERIES_LIMITS.ridesMax)
  ) {
    return refused('count', SERIES_TEXT.countRange);
  }
  let untilDay: Date | null = null;
  if (rule.until !== null) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(rule.until);
    const parsed = match ? utcDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
    if (
      !parsed ||
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== rule.until
    ) {
      return refused('until', SERIES_TEXT.untilInvalid);
    }
    if (parsed <= utcDay(clock.year, clock.month, clock.day)) {
      return refused('until', SERIES_TEXT.untilBeforeStart);
    }
    untilDay = parsed;
  }
  const lastAllowed = utcDay(clock.year + 1, clock.month, clock.day);

  const days: Date[] = [];
  for (let index = 0; ; index++) {
    let day: Date;
    if (rule.frequency === 'weekly') {
      day = utcDay(clock.year, clock.month, clock.day + index * 7 * pattern.interval);
    } else {
      const month = utcDay(clock.year, clock.month + index, 1);
      const year = month.getUTCFullYear();
      const monthNumber = month.getUTCMonth() + 1;
      day = utcDay(
        year,
        monthNumber,
        nthWeekdayOf(year, monthNumber, clock.weekday, rule.weekOfMonth!),
      );
    }
    if (untilDay !== null && day > untilDay) break;
    if (day > lastAllowed) {
      return refused(rule.count !== null ? 'count' : 'until', SERIES_TEXT.tooLong);
    }
    days.push(day);
    if (days.length > SERIES_LIMITS.ridesMax) return refused('until', SERIES_TEXT.tooManyRides);
    if (rule.count !== null && days.length === rule.count) break;
  }
  if (days.length < SERIES_LIMITS.ridesMin) return refused('until', SERIES_TEXT.tooFewRides);
  const starts = days.map((day) =>
    instantOf(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: clock.hour,
        minute: clock.minute,
      },
      zone,
    ),
  );
  return { ok: true, starts, pattern };
}

/** `at` moved to the wall-clock time of `clockOf` on its own day, in `zone`. */
export function withClockOf(at: Date, clockOf: Date, zone: string): Date {
  const day = wallClockAt(at, zone);
  const clock = wallClockAt(clockOf, zone);
  return instantOf(
    { year: day.year, month: day.month, day: day.day, hour: clock.hour, minute: clock.minute },
    zone,
  );
}
