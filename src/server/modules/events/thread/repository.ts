/** Queries on a ride's thread. Each takes the database or a transaction. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, RideCommentsTable } from '../../../db/schema';

type Db = Kysely<Database>;
export type RideCommentRow = Selectable<RideCommentsTable>;

/** Up to `limit` messages after the cursor, oldest first. */
export function commentsAfter(
  db: Db,
  eventId: number,
  after: number,
  limit: number,
): Promise<RideCommentRow[]> {
  return db
    .selectFrom('ride_comments')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findComment(db: Db, id: number): Promise<RideCommentRow | undefined> {
  return db.selectFrom('ride_comments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertComment(
  db: Db,
  comment: Insertable<RideCommentsTable>,
): Promise<RideCommentRow> {
  return db.insertInto('ride_comments').values(comment).returningAll().executeTakeFirstOrThrow();
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('ride_comments').where('id', '=', id).execute();
}

/**
 * Takes the ride's push slot when its last push was before `since`: answers whether this
 * caller may push now. One conditional UPDATE decides, so of several processes writing at
 * once only one wins the slot.
 */
export async function claimPushSlot(
  db: Db,
  eventId: number,
  now: string,
  since: string,
): Promise<boolean> {
  // A ride never pushed about yet gets a row older than any time, so the UPDATE below decides.
  await db
    .insertInto('ride_thread_pushes')
    .values({ event_id: eventId, last_pushed_at: '' })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
  const result = await db
    .updateTable('ride_thread_pushes')
    .set({ last_pushed_at: now })
    .where('event_id', '=', eventId)
    .where('last_pushed_at', '<', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
