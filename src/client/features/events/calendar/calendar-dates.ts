/**
 * The ride calendar's days: plain calendar arithmetic on club days written 'YYYY-MM-DD' and
 * months 'YYYY-MM'. Which day a ride falls on is the club's zone's business (lib/dates.ts);
 * once it is a day key, counting days, weeks and months needs no zone at all, so it is done
 * in UTC, where no day is 23 or 25 hours long.
 */
import {
  MONTH_NAMES,
  MONTH_SHORT_NAMES,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
} from '../../../../contract/club-time';
import { readerNumber } from '../../../../contract/i18n/reader-number';
import { CALENDAR_TEXT } from '../texts';

const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

function utcOf(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function keyOf(at: Date): string {
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

export function addDays(day: string, days: number): string {
  return keyOf(new Date(utcOf(day).getTime() + days * DAY_MS));
}

/** 0 for Monday to 6 for Sunday: the club's weeks start on Monday. */
export function weekdayOf(day: string): number {
  return (utcOf(day).getUTCDay() + 6) % 7;
}

export function mondayOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** The seven days, Monday to Sunday, of the week holding `day`. */
export function weekOf(day: string): string[] {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(year, number - 1 + months, 1));
  return keyOf(at).slice(0, 7);
}

/**
 * The month's grid: whole weeks, Monday first, from the week of the 1st to the week of the
 * last day, so days of the months around fill the first and last rows (4 to 6 rows).
 */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const weeks: string[][] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(weekOf(monday));
  }
  return weeks;
}

/** "Wednesday 2 December", or with `short` the weekday as a week strip shows it: "Wed 2 December". */
export function dayName(day: string, short = false): string {
  const at = utcOf(day);
  const weekday = (short ? WEEKDAY_SHORT_NAMES : WEEKDAY_NAMES)[at.getUTCDay()]!;
  return `${weekday} ${readerNumber(at.getUTCDate())} ${MONTH_NAMES[at.getUTCMonth()]}`;
}

/** A week's span, short enough for a phone: "23–29 Nov", "30 Nov – 6 Dec". */
export function weekSpan(week: readonly string[]): string {
  const first = utcOf(week[0]!);
  const last = utcOf(week.at(-1)!);
  const short = (at: Date) => MONTH_SHORT_NAMES[at.getUTCMonth()]!;
  return first.getUTCMonth() === last.getUTCMonth()
    ? `${readerNumber(first.getUTCDate())}–${readerNumber(last.getUTCDate())} ${short(last)}`
    : `${readerNumber(first.getUTCDate())} ${short(first)} – ${readerNumber(last.getUTCDate())} ${short(last)}`;
}

/** "December 2026". */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1]} ${readerNumber(year)}`;
}

/** What a day's button is called for a screen reader: "Wednesday 2 December, 2 rides". */
export function dayLabel(day: string, rides: number, today = false, short = false): string {
  return CALENDAR_TEXT.dayLabel(dayName(day, short), rides, today);
}

/** The items under their day, in the order given. */
export function byDay<T>(items: readonly T[], dayOf: (item: T) => string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const key = dayOf(item);
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  }
  return days;
}
