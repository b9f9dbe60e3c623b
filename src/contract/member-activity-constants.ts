/**
 * member-activity without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. member-activity.ts re-exports all of it beside the schemas.
 */
/** The periods of the selector, 'This week' first; each reaches back from now. */
export const ACTIVITY_PERIODS = ['week', 'month', 'quarter', 'year'] as const;

export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

export const ACTIVITY_PERIOD_LABEL: Record<ActivityPeriod, string> = {
  week: 'This week',
  month: 'This month',
  quarter: 'Last quarter',
  year: 'This year',
};

/** How far each period reaches back, and whether its chart counts per day or per week. */
export const ACTIVITY_PERIOD_SPAN: Record<
  ActivityPeriod,
  { days: number; bucket: 'day' | 'week' }
> = {
  week: { days: 7, bucket: 'day' },
  month: { days: 30, bucket: 'day' },
  quarter: { days: 91, bucket: 'week' },
  year: { days: 364, bucket: 'week' },
};

/** The table lists at most this many rows, newest first; the totals count everything. */
export const ACTIVITY_ITEMS_MAX = 200;

export const ACTIVITY_KINDS = ['ride', 'order', 'post'] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
