/** Queries on ride series and their rides. Each takes the database or a transaction. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DialectName } from '../../../db/connect';
import type { Database, RideSeriesTable } from '../../../db/schema';
import type { EventRow } from '../repository';

type Db = Kysely<Database>;
export type SeriesRow = Selectable<RideSeriesTable>;

export async function insertSeries(db: Db, series: Insertable<RideSeriesTable>): Promise<number> {
  const row = await db
    .insertInto('ride_series')
    .values(series)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function endSeries(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('ride_series').set({ ended_at: at }).where('id', '=', id).execute();
}

/**
 * The rides of a series after `after` (a ride's start) that have not started by `now` and are
 * not cancelled, in start order; locked on PostgreSQL as lockEvent locks one ride.
 */
export function laterRides(
  db: Db,
  dialect: DialectName,
  seriesId: number,
  after: string,
  now: string,
): Promise<EventRow[]> {
  let query = db
    .selectFrom('events')
    .selectAll()
    .where('series_id', '=', seriesId)
    .where('starts_at', '>', after)
    .where('starts_at', '>', now)
    .where('status', '=', 'scheduled')
    .orderBy('starts_at')
    .orderBy('id');
  if (dialect === 'postgres') query = query.forUpdate();
  return query.execute();
}

/** The series' next rides after `after` for the ride page: not started, not cancelled. */
export function nextRides(db: Db, seriesId: number, after: string, now: string, limit: number) {
  return db
    .selectFrom('events')
    .select(['id', 'starts_at'])
    .where('series_id', '=', seriesId)
    .where('starts_at', '>', after > now ? after : now)
    .where('status', '=', 'scheduled')
    .orderBy('starts_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
