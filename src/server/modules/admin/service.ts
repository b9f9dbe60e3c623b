/**
 * The admin dashboard's figures: this calendar month's (UTC) counts and the last STATS_WEEKS
 * weeks (Monday to Monday, UTC), all from the database; bug counts by severity and state.
 */
import type { FastifyInstance } from 'fastify';
import {
  STATS_WEEKS,
  type AdminStats,
  type BugStats,
  type WeekFigures,
} from '../../../contract/admin';
import { BUG_SEVERITIES } from '../../../contract/constants';
import { readClubSettings } from '../settings/service';
import {
  activitySince,
  bugCounts,
  countActiveMembers,
  countOpenBugs,
  countRiders,
  type TimeRange,
} from './stats-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function monthOf(now: Date): TimeRange {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Monday 00:00 UTC of the weeks in the chart, oldest first, and the end of the current one. */
export function weekStarts(now: Date, weeks = STATS_WEEKS): { starts: Date[]; end: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const current = today - sinceMonday * DAY_MS;
  const starts = Array.from(
    { length: weeks },
    (_, index) => new Date(current - (weeks - 1 - index) * 7 * DAY_MS),
  );
  return { starts, end: new Date(current + 7 * DAY_MS) };
}

const inRange = (at: string, range: TimeRange) => at >= range.from && at < range.to;

export async function stats(app: FastifyInstance, now = new Date()): Promise<AdminStats> {
  const month = monthOf(now);
  const { starts, end } = weekStarts(now);
  // One read covers both the chart's weeks and the month, whichever reaches further back.
  const from = starts[0]!.toISOString() < month.from ? starts[0]!.toISOString() : month.from;
  const to = end.toISOString() > month.to ? end.toISOString() : month.to;
  const [members, openBugs, riders, activity, settings] = await Promise.all([
    countActiveMembers(app.db),
    countOpenBugs(app.db),
    countRiders(app.db, month),
    activitySince(app.db, { from, to }),
    readClubSettings(app.db),
  ]);
  const weeks = starts.map((start): WeekFigures => {
    const week = {
      from: start.toISOString(),
      to: new Date(start.getTime() + 7 * DAY_MS).toISOString(),
    };
    return {
      weekStart: week.from.slice(0, 10),
      signups: activity.signups.filter((at) => inRange(at, week)).length,
      rides: activity.rides.filter((at) => inRange(at, week)).length,
      orders: activity.orders.filter((at) => inRange(at, week)).length,
      sales: activity.sales
        .filter((line) => inRange(line.at, week))
        .reduce((sum, line) => sum + line.amount, 0),
    };
  });
  return {
    month: month.from.slice(0, 7),
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

export async function bugStats(app: FastifyInstance): Promise<BugStats> {
  const bySeverity = Object.fromEntries(
    BUG_SEVERITIES.map((severity) => [severity, { open: 0, solved: 0 }]),
  ) as BugStats['bySeverity'];
  let open = 0;
  let solved = 0;
  for (const row of await bugCounts(app.db)) {
    bySeverity[row.severity][row.solved ? 'solved' : 'open'] += row.n;
    if (row.solved) solved += row.n;
    else open += row.n;
  }
  return { bySeverity, open, solved };
}
