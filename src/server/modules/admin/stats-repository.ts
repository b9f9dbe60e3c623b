/** The figures of the admin dashboard, counted in the database. Each takes the database. */
import type { Kysely } from 'kysely';
import { toCount } from '../../db/connect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Half-open range of ISO-8601 UTC times: from <= t < to. Text order is time order. */
export interface TimeRange {
  from: string;
  to: string;
}

/** Lines that did not sell: their units went back to the stock. */
const UNSOLD = ['rejected', 'cancelled'] as const;

const count = (row: { n: unknown }) => toCount(row.n as string | number);

export async function countActiveMembers(db: Db): Promise<number> {
  return count(
    await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('account_status', '=', 'active')
      .executeTakeFirstOrThrow(),
  );
}

export async function countOpenBugs(db: Db): Promise<number> {
  return count(
    await db
      .selectFrom('bugs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('is_solved', '=', 0)
      .executeTakeFirstOrThrow(),
  );
}

/** Distinct members going on a scheduled ride that starts in `range`. */
export async function countRiders(db: Db, range: TimeRange): Promise<number> {
  return count(
    await db
      .selectFrom('event_rsvps')
      .innerJoin('events', 'events.id', 'event_rsvps.event_id')
      .select((eb) => eb.fn.count('event_rsvps.user_id').distinct().as('n'))
      .where('event_rsvps.state', '=', 'going')
      .where('events.status', '=', 'scheduled')
      .where('events.starts_at', '>=', range.from)
      .where('events.starts_at', '<', range.to)
      .executeTakeFirstOrThrow(),
  );
}

/** The times and amounts the weekly series and the monthly figures are bucketed from. */
export async function activitySince(db: Db, range: TimeRange) {
  const [signups, rides, orders, lines] = await Promise.all([
    db
      .selectFrom('users')
      .select('created_at as at')
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .execute(),
    db
      .selectFrom('events')
      .select('starts_at as at')
      .where('status', '=', 'scheduled')
      .where('starts_at', '>=', range.from)
      .where('starts_at', '<', range.to)
      .execute(),
    db
      .selectFrom('orders')
      .select('created_at as at')
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .execute(),
    db
      .selectFrom('order_lines')
      .select(['created_at as at', 'line_total as amount'])
      .where('status', 'not in', UNSOLD)
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .execute(),
  ]);
  return {
    signups: signups.map((row) => row.at),
    rides: rides.map((row) => row.at),
    orders: orders.map((row) => row.at),
    sales: lines.map((row) => ({ at: row.at, amount: Number(row.amount) })),
  };
}

/** Bugs counted by severity and solved state. */
export async function bugCounts(db: Db) {
  const rows = await db
    .selectFrom('bugs')
    .select(['severity', 'is_solved', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['severity', 'is_solved'])
    .execute();
  return rows.map((row) => ({
    severity: row.severity,
    solved: Number(row.is_solved) === 1,
    n: count(row),
  }));
}
