/**
 * The admin dashboard's figures: this calendar month's counts and the last STATS_WEEKS weeks
 * (Monday to Monday), on the club's calendar (its time zone setting), all from the database;
 * bug counts by severity and state.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  STATS_WEEKS,
  type AdminStats,
  type BugStats,
  type WeekFigures,
} from '../../../contract/admin';
import { BUG_SEVERITIES } from '../../../contract/constants';
import { readClubSettings } from '../settings';
import {
  activitySince,
  bugCounts,
  countActiveMembers,
  countOpenBugs,
  countRiders,
  type TimeRange,
} from './stats-repository';
import { dayKeyOf, startOfMonth, startOfWeek } from '../../../contract/club-time';

export function monthOf(now: Date, zone: string): TimeRange {
  return {
    from: startOfMonth(now, zone).toISOString(),
    to: startOfMonth(now, zone, 1).toISOString(),
  };
}

/** Monday 00:00 of the weeks in the chart, oldest first, and the end of the current one. */
export function weekStarts(
  now: Date,
  zone: string,
  weeks = STATS_WEEKS,
): { starts: Date[]; end: Date } {
  const starts = Array.from({ length: weeks }, (_, index) =>
    startOfWeek(now, zone, index - (weeks - 1)),
  );
  return { starts, end: startOfWeek(now, zone, 1) };
}

const inRange = (at: string, range: TimeRange) => at >= range.from && at < range.to;

export async function stats(db: Kysely<Database>, now = new Date()): Promise<AdminStats> {
  const settings = await readClubSettings(db);
  const zone = settings.timeZone;
  const month = monthOf(now, zone);
  const { starts, end } = weekStarts(now, zone);
  // One read covers both the chart's weeks and the month, whichever reaches further back.
  const from = starts[0]!.toISOString() < month.from ? starts[0]!.toISOString() : month.from;
  const to = end.toISOString() > month.to ? end.toISOString() : month.to;
  const [members, openBugs, riders, activity] = await Promise.all([
    countActiveMembers(db),
    countOpenBugs(db),
    countRiders(db, month),
    activitySince(db, { from, to }),
  ]);
  const weeks = starts.map((start, index): WeekFigures => {
    const week = {
      from: start.toISOString(),
      to: (starts[index + 1] ?? end).toISOString(),
    };
    return {
      weekStart: dayKeyOf(start, zone),
      signups: activity.signups.filter((at) => inRange(at, week)).length,
      rides: activity.rides.filter((at) => inRange(at, week)).length,
      orders: activity.orders.filter((at) => inRange(at, week)).length,
      sales: activity.sales
        .filter((line) => inRange(line.at, week))
        .reduce((sum, line) => sum + line.amount, 0),
    };
  });
  return {
    month: dayKeyOf(new Date(month.from), zone).slice(0, 7),
    members,
    newSignups: activity.signups.filter((at) => inRange(at, month)).length,
    rides: activity.rides.filter((at) => inRange(at, month)).length,
    riders,
    orders: activity.orders.filter((at) => inRange(at, month)).length,
    sales: activity.sales
      .filter((line) => inRange(line.at, month))
      .reduce((sum, line) => sum + line.amount, 0),
    currency: settings.currency,
    openBugs,
    weeks,
  };
}

export async function bugStats(db: Kysely<Database>): Promise<BugStats> {
  const bySeverity = Object.fromEntries(
    BUG_SEVERITIES.map((severity) => [severity, { open: 0, solved: 0 }]),
  ) as BugStats['bySeverity'];
  let open = 0;
  let solved = 0;
  for (const row of await bugCounts(db)) {
    bySeverity[row.severity][row.solved ? 'solved' : 'open'] += row.n;
    if (row.solved) solved += row.n;
    else open += row.n;
  }
  return { bySeverity, open, solved };
}
