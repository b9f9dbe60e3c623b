/**
 * The jobs table: work that is due at a time and must run once, whichever server process gets
 * to it. A runner takes a job by one conditional UPDATE that only one process can win, and
 * settles it (deletes it, or puts it back for a retry) only while its claim still stands.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface JobToSchedule {
  kind: string;
  /** One job per key: scheduling a key again moves its job. */
  key: string;
  payload: unknown;
  runAt: Date;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  claimedBy: string;
  claimedAt: string;
}

/** Adds the job, or moves the job of the same key to the new time as a fresh job. */
export async function scheduleJob(db: Db, job: JobToSchedule): Promise<void> {
  const values = {
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    run_at: job.runAt.toISOString(),
    attempts: 0,
    claimed_by: null,
    claimed_at: null,
    last_error: null,
    failed_at: null,
  };
  await db
    .insertInto('jobs')
    .values({ ...values, key: job.key, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
    .execute();
}

export async function cancelJob(db: Db, key: string): Promise<void> {
  await db.deleteFrom('jobs').where('key', '=', key).execute();
}

export async function findJob(db: Db, key: string) {
  return db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Jobs due now that nobody holds, or whose holder has been silent past `staleBefore`. */
export async function dueJobIds(
  db: Db,
  now: string,
  staleBefore: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('failed_at', 'is', null)
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]))
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes the job for `runner` if it is still free and due. The WHERE is checked again on the
 * row itself as the UPDATE runs (SQLite has one writer; PostgreSQL re-reads a row another
 * transaction changed), so of two runners racing for one job exactly one updates a row.
 */
export async function claimJob(
  db: Db,
  id: number,
  runner: string,
  now: string,
  staleBefore: string,
): Promise<ClaimedJob | null> {
  const result = await db
    .updateTable('jobs')
    .set({ claimed_by: runner, claimed_at: now })
    .where('id', '=', id)
    .where('failed_at', 'is', null)
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]))
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return null;
  const row = await db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('claimed_by', '=', runner)
    .where('claimed_at', '=', now)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    payload: JSON.parse(row.payload) as unknown,
    attempts: row.attempts,
    claimedBy: runner,
    claimedAt: now,
  };
}

/** Removes a job that ran; a job moved meanwhile (its claim reset) stays for its new time. */
export async function finishJob(db: Db, job: ClaimedJob): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('id', '=', job.id)
    .where('claimed_by', '=', job.claimedBy)
    .where('claimed_at', '=', job.claimedAt)
    .execute();
}

/** Puts a failed job back for `retryAt`, or marks it failed for good when that is null. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      attempts: sql<number>`attempts + 1`,
      last_error: error.slice(0, 2000),
      claimed_by: null,
      claimed_at: null,
      ...(retryAt ? { run_at: retryAt.toISOString() } : { failed_at: new Date().toISOString() }),
    })
    .where('id', '=', job.id)
    .where('claimed_by', '=', job.claimedBy)
    .where('claimed_at', '=', job.claimedAt)
    .execute();
}
