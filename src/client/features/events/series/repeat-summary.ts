/**
 * The ride form's "Repeats" choice as a rule, and what it will make: "8 rides: 3 Dec, 10 Dec, …",
 * worked out with the same dates the server plans (contract/ride-series.ts), in the club's zone.
 */
import type { RepeatInput } from '../../../../contract/events';
import {
  seriesStarts,
  weeksOfMonthOf,
  type SeriesWeekOfMonth,
} from '../../../../contract/ride-series';
import { wallClockAt } from '../../../../contract/club-time';
import { clubTimeZone } from '../../../lib/club-zone';
import { formatDate } from '../../../lib/dates';
import { RIDE_FORM_TEXT } from '../texts';

export const REPEAT_CHOICES = ['none', 'weekly', 'weeks', 'monthly'] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

/** What the form holds while the organiser chooses. */
export interface RepeatDraft {
  choice: RepeatChoice;
  /** For "every n weeks": 2 to 4. */
  weeks: number;
  /** For "monthly": which of the first ride's weekday in its month. */
  weekOfMonth: SeriesWeekOfMonth | null;
  end: 'count' | 'until';
  count: number | null;
  /** YYYY-MM-DD, or '' before one is picked. */
  until: string;
}

export const NO_REPEAT: RepeatDraft = {
  choice: 'none',
  weeks: 2,
  weekOfMonth: null,
  end: 'count',
  count: 4,
  until: '',
};

/** The rule to send, or null for a ride that does not repeat. */
export function repeatOf(draft: RepeatDraft): RepeatInput | null {
  if (draft.choice === 'none') return null;
  const end =
    draft.end === 'count'
      ? { count: draft.count, until: null }
      : { until: draft.until || null, count: null };
  if (draft.choice === 'monthly') {
    return { frequency: 'monthly', interval: 1, weekOfMonth: draft.weekOfMonth, ...end };
  }
  return {
    frequency: 'weekly',
    interval: draft.choice === 'weeks' ? draft.weeks : 1,
    weekOfMonth: null,
    ...end,
  };
}

/** The weeks of the month the first ride's day can be called by (its n-th, and maybe last). */
export function weeksOfMonthAt(startsAt: string, zone = clubTimeZone()): SeriesWeekOfMonth[] {
  if (!startsAt || Number.isNaN(Date.parse(startsAt))) return [];
  return weeksOfMonthOf(wallClockAt(new Date(startsAt), zone));
}

/** How many dates the summary names before it skips to the last. */
const SHOWN = 6;

export type RepeatSummary =
  { ok: true; text: string; count: number } | { ok: false; message: string };

/**
 * "4 rides: 3 Dec, 10 Dec, 17 Dec, 24 Dec", with the year where a series runs into the next
 * ("8 rides: 3 Dec 2026, 10 Dec, …, 21 Jan 2027"), or why the rule will not do.
 */
export function repeatSummary(
  startsAt: string,
  draft: RepeatDraft,
  zone = clubTimeZone(),
): RepeatSummary | null {
  const rule = repeatOf(draft);
  if (!rule) return null;
  if (!startsAt || Number.isNaN(Date.parse(startsAt))) {
    return { ok: false, message: RIDE_FORM_TEXT.pickStartForDates };
  }
  const dates = seriesStarts(
    new Date(startsAt),
    {
      frequency: rule.frequency,
      interval: rule.interval ?? 1,
      weekOfMonth: rule.weekOfMonth ?? null,
      until: rule.until ?? null,
      count: rule.count ?? null,
    },
    zone,
  );
  if (!dates.ok) return { ok: false, message: dates.message };
  // A series that runs into another year says the year where it changes: "31 Dec 2026, 7 Jan 2027".
  const years = dates.starts.map((at) => formatDate(at, 'date').slice(-4));
  const crossesYear = years.some((year) => year !== years[0]);
  const dayOf = (index: number, after: number) =>
    formatDate(
      dates.starts[index]!,
      crossesYear && (index === 0 || years[index] !== years[after]) ? 'date' : 'dayMonth',
    );
  const count = dates.starts.length;
  const named =
    count <= SHOWN
      ? dates.starts.map((_, index) => dayOf(index, index - 1)).join(', ')
      : `${Array.from({ length: SHOWN - 1 }, (_, index) => dayOf(index, index - 1)).join(', ')}, … ${dayOf(count - 1, SHOWN - 2)}`;
  return { ok: true, text: RIDE_FORM_TEXT.seriesDates(count, named), count };
}
