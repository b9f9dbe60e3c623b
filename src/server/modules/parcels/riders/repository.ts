/** Queries on riders, their approval, their give-backs and what they were shown. */
import type { Kysely } from 'kysely';
import type { RiderState } from '../../../../contract/parcel-riders';
import { pageOf } from '../../../db/paging';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export function riderRow(db: Db, userId: number) {
  return db
    .selectFrom('parcel_riders')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Opting in keeps an earlier approval; opting out keeps it for later too. */
export async function setRiderActive(db: Db, userId: number, active: boolean): Promise<void> {
  if (!active) {
    await db
      .updateTable('parcel_riders')
      .set({ active: 0 })
      .where('user_id', '=', userId)
      .execute();
    return;
  }
  await db
    .insertInto('parcel_riders')
    .values({
      user_id: userId,
      since: new Date().toISOString(),
      approved_at: null,
      approved_by: null,
      active: 1,
    })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ active: 1 }))
    .execute();
}

/** Sets or withdraws the approval; false when the member never asked to ride. */
export async function setApproval(
  db: Db,
  userId: number,
  approval: { at: string; by: number } | null,
): Promise<boolean> {
  const result = await db
    .updateTable('parcel_riders')
    .set({ approved_at: approval?.at ?? null, approved_by: approval?.by ?? null })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Riders waiting for approval (oldest request first) or approved (latest first). */
export async function listRiders(db: Db, state: RiderState, page: number, size: number) {
  const base = db
    .selectFrom('parcel_riders')
    .where('approved_at', state === 'pending' ? 'is' : 'is not', null);
  return pageOf(
    base
      .selectAll()
      .orderBy(state === 'pending' ? 'since' : 'approved_at', state === 'pending' ? 'asc' : 'desc')
      .orderBy('user_id'),
    base.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

/** When each of these riders gave a parcel back before pick-up since `since`, oldest first. */
export async function giveBacksSince(db: Db, riderIds: number[], since: string) {
  if (riderIds.length === 0) return [];
  return db
    .selectFrom('parcel_moves')
    .select(['by_user_id', 'at'])
    .where('by_user_id', 'in', riderIds)
    .where('action', '=', 'cancel')
    .where('from_status', '=', 'accepted')
    .where('to_status', '=', 'pending')
    .where('at', '>', since)
    .orderBy('at')
    .execute();
}

/** Views less than this apart count as one run (one history entry). */
const VIEW_RUN_MS = 30 * 60_000;

/** Keeps that `viewerId` was shown the receiver's details of these parcels now. */
export async function recordReceiverViews(db: Db, parcelIds: number[], viewerId: number) {
  const now = new Date();
  const at = now.toISOString();
  const runFrom = new Date(now.getTime() - VIEW_RUN_MS).toISOString();
  for (const parcelId of parcelIds) {
    const run = await db
      .updateTable('parcel_receiver_views')
      .set((eb) => ({ times: eb('times', '+', 1), last_at: at }))
      .where('parcel_id', '=', parcelId)
      .where('viewer_id', '=', viewerId)
      .where('last_at', '>', runFrom)
      .executeTakeFirst();
    if (Number(run.numUpdatedRows) > 0) continue;
    await db
      .insertInto('parcel_receiver_views')
      .values({ parcel_id: parcelId, viewer_id: viewerId, first_at: at, last_at: at, times: 1 })
      .execute();
  }
}

export function receiverViewsOf(db: Db, parcelId: number) {
  return db
    .selectFrom('parcel_receiver_views')
    .selectAll()
    .where('parcel_id', '=', parcelId)
    .orderBy('id')
    .execute();
}
