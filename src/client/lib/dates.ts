/**
 * Every date and time the app shows or takes, in one format and in the club's time zone (the
 * club setting `timeZone`, contract/club-time.ts), whatever the phone is set to: "Sat 28 Nov
 * 2026, 07:30", in Bangla "শনি ২৮ নভে ২০২৬, ০৭:৩০" (the page's language, Intl's names). The zone is the one lib/club-zone.ts keeps; when it changes the page is drawn
 * again (routes/__root.tsx), so every date follows.
 */
import { dayKeyOf, instantOf, wallClockAt } from '../../contract/club-time';
import { FORMAT_TAGS } from '../../contract/i18n/locales';
import { currentLanguage } from './i18n/language';
import { clubTimeZone } from './club-zone';

/**
 * The styles of the one format: 'date' 28 Nov 2026 · 'day' Sat 28 Nov 2026 · 'dateTime'
 * 28 Nov 2026, 07:30 · 'dayTime' Sat 28 Nov 2026, 07:30 · 'time' 07:30 · 'dayMonth' 28 Nov ·
 * 'month' November 2026.
 */
export type DateStyle = 'date' | 'day' | 'dateTime' | 'dayTime' | 'time' | 'dayMonth' | 'month';

/** Made once per zone and style: building one is slow on a cheap phone. */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const tag = FORMAT_TAGS[currentLanguage()];
  const key = `${tag}|${timeZone}|${withTime}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(tag, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formats.set(key, made);
  }
  return made;
}

/**
 * Builds the club zone's format in a task of its own, for a screen whose first drawing shows
 * dates: the first format made loads the browser's calendar data, a long task on a cheap phone.
 * Called from such a route's loader, it runs while the screen's data is on its way, so the first
 * render does not carry it; a screen without dates never loads that data.
 */
export function prepareDateFormat(): void {
  setTimeout(() => format(clubTimeZone(), false));
}

/** 'November 2026', 'নভেম্বর ২০২৬'. */
function monthFormat(timeZone: string): Intl.DateTimeFormat {
  const tag = FORMAT_TAGS[currentLanguage()];
  const key = `${tag}|${timeZone}|month`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(tag, { timeZone, month: 'long', year: 'numeric' });
    formats.set(key, made);
  }
  return made;
}

function partsOf(at: Date, timeZone: string, withTime: boolean) {
  const parts = format(timeZone, withTime).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((one) => one.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    time: withTime ? `${part('hour')}:${part('minute')}` : '',
  };
}

function compose(at: Date, style: DateStyle, timeZone: string): string {
  const withTime = style === 'dateTime' || style === 'dayTime' || style === 'time';
  const { weekday, day, month, year, time } = partsOf(at, timeZone, withTime);
  switch (style) {
    case 'date':
      return `${day} ${month} ${year}`;
    case 'day':
      return `${weekday} ${day} ${month} ${year}`;
    case 'dateTime':
      return `${day} ${month} ${year}, ${time}`;
    case 'dayTime':
      return `${weekday} ${day} ${month} ${year}, ${time}`;
    case 'time':
      return time;
    case 'dayMonth':
      return `${day} ${month}`;
    case 'month':
      return monthFormat(timeZone).format(at);
  }
}

function toDate(at: string | Date): Date {
  return typeof at === 'string' ? new Date(at) : at;
}

/** An instant in the club's zone, in one of the styles of the one format. */
export function formatDate(at: string | Date, style: DateStyle = 'date'): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  return compose(date, style, clubTimeZone());
}

/** A day of the club's calendar ('YYYY-MM-DD', as the server sends days), in a style. */
export function formatCalendarDay(day: string, style: 'date' | 'day' | 'dayMonth' | 'month') {
  // Noon UTC of that day reads as that day in UTC, which is all a calendar day is.
  return compose(new Date(`${day}T12:00:00Z`), style, 'UTC');
}

/**
 * A recent moment, as short as it can be: the time today, the day this year ('28 Nov'), the
 * whole date before; with `withTime`, the time is added to the day too.
 */
export function formatRecent(
  at: string | Date,
  { now = new Date(), withTime = false }: { now?: Date; withTime?: boolean } = {},
): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  const zone = clubTimeZone();
  if (clubDayKey(date) === clubDayKey(now)) return compose(date, 'time', zone);
  const sameYear = wallClockAt(date, zone).year === wallClockAt(now, zone).year;
  const day = sameYear ? compose(date, 'dayMonth', zone) : compose(date, 'date', zone);
  return withTime ? `${day}, ${compose(date, 'time', zone)}` : day;
}

/** The club's calendar day of an instant, 'YYYY-MM-DD': two rides on one evening share it. */
export function clubDayKey(at: string | Date): string {
  return dayKeyOf(toDate(at), clubTimeZone());
}

/** The year of an instant on the club's calendar. */
export function clubYear(at: string | Date): number {
  return wallClockAt(toDate(at), clubTimeZone()).year;
}

/** The month of an instant on the club's calendar, counted from year 0 (to compare months). */
export function clubMonthIndex(at: string | Date): number {
  const { year, month } = wallClockAt(toDate(at), clubTimeZone());
  return year * 12 + month - 1;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a date-and-time field's value ('2026-11-28T07:30'), on the club's clock. */
export function toClubInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const clock = wallClockAt(at, clubTimeZone());
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** A date-and-time field's value, read on the club's clock, as an ISO instant; '' if unfinished. */
export function fromClubInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = instantOf({ year, month, day, hour, minute }, clubTimeZone());
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}
