/**
 * member-activity without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. member-activity.ts re-exports all of it beside the schemas.
 */
import { defineTexts } from './i18n/texts';

/**
 * The periods of the selector, 'This week' first. Each is a calendar period in the club's time
 * zone (club-time.ts): this week from Monday, this month from the 1st, the last whole quarter,
 * this year from 1 January; the current ones end now.
 */
export const ACTIVITY_PERIODS = ['week', 'month', 'quarter', 'year'] as const;

export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

export const ACTIVITY_PERIOD_LABEL: Readonly<Record<ActivityPeriod, string>> = defineTexts({
  week: /*i18n*/ { id: 'This week' },
  month: /*i18n*/ { id: 'This month' },
  quarter: /*i18n*/ { id: 'Last quarter' },
  year: /*i18n*/ { id: 'This year' },
});

/** Whether each period's chart counts per day or per week (weeks from the period's start). */
export const ACTIVITY_PERIOD_BUCKET: Record<ActivityPeriod, 'day' | 'week'> = {
  week: 'day',
  month: 'day',
  quarter: 'week',
  year: 'week',
};

/** The table lists at most this many rows, newest first; the totals count everything. */
export const ACTIVITY_ITEMS_MAX = 200;

export const ACTIVITY_KINDS = ['ride', 'order', 'post'] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Rows a page of purchases or customers holds at most. */
export const MEMBER_LIST_SIZE = 20;
