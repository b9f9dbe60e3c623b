/** Queries on parcels, their pictures, moves and riders. Each takes the database or a transaction. */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ParcelStatus } from '../../../contract/parcels';
import type { DialectName } from '../../db/connect';
import { pageOf } from '../../db/paging';
import type { Database, ParcelMovesTable, ParcelsTable } from '../../db/schema';

type Db = Kysely<Database>;
export type ParcelRow = Selectable<ParcelsTable>;
export type ParcelMoveRow = Selectable<ParcelMovesTable>;

export async function insertParcel(db: Db, row: Insertable<ParcelsTable>): Promise<number> {
  const inserted = await db
    .insertInto('parcels')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertPictures(db: Db, parcelId: number, mediaIds: string[]) {
  if (mediaIds.length === 0) return;
  await db
    .insertInto('parcel_pictures')
    .values(
      mediaIds.map((mediaId, position) => ({ parcel_id: parcelId, position, media_id: mediaId })),
    )
    .execute();
}

export async function insertMove(db: Db, row: Insertable<ParcelMovesTable>): Promise<void> {
  await db.insertInto('parcel_moves').values(row).execute();
}

export function findParcel(db: Db, id: number): Promise<ParcelRow | undefined> {
  return db.selectFrom('parcels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The parcel, row-locked on PostgreSQL until the transaction ends (SQLite writes one at a time). */
export function lockParcel(db: Db, dialect: DialectName, id: number) {
  let query = db.selectFrom('parcels').selectAll().where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findByToken(db: Db, token: string): Promise<ParcelRow | undefined> {
  return db
    .selectFrom('parcels')
    .selectAll()
    .where('tracking_token', '=', token)
    .executeTakeFirst();
}

/**
 * Gives a pending parcel to one rider. The WHERE is the whole guard: of any number of riders
 * taking it at once, exactly one UPDATE finds it still pending and riderless.
 */
export async function takeParcel(db: Db, id: number, riderId: number, now: string) {
  const result = await db
    .updateTable('parcels')
    .set({ status: 'accepted', rider_id: riderId, accepted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('rider_id', 'is', null)
    .where('merchant_id', '!=', riderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the parcel only if it is still in `from`: a stale move changes nothing. */
export async function moveParcel(
  db: Db,
  id: number,
  from: ParcelStatus,
  patch: Updateable<ParcelsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('parcels')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function movesOf(db: Db, parcelId: number): Promise<ParcelMoveRow[]> {
  return db
    .selectFrom('parcel_moves')
    .selectAll()
    .where('parcel_id', '=', parcelId)
    .orderBy('id')
    .execute();
}

export async function picturesOf(db: Db, parcelIds: number[]) {
  if (parcelIds.length === 0) return [];
  return db
    .selectFrom('parcel_pictures')
    .innerJoin('media', 'media.id', 'parcel_pictures.media_id')
    .select(['parcel_pictures.parcel_id', 'parcel_pictures.media_id', 'media.widths'])
    .where('parcel_pictures.parcel_id', 'in', parcelIds)
    .orderBy('parcel_pictures.parcel_id')
    .orderBy('parcel_pictures.position')
    .execute();
}

export function mediaOwnership(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('media').select(['id', 'owner_id', 'kind']).where('id', 'in', ids).execute();
}

export async function isRider(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('parcel_riders')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setRider(db: Db, userId: number, rider: boolean): Promise<void> {
  if (!rider) {
    await db.deleteFrom('parcel_riders').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('parcel_riders')
    .values({ user_id: userId, since: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** Parcels newest first, of one merchant or one rider, optionally in one status. */
export async function listParcels(
  db: Db,
  filter: { merchantId?: number; riderId?: number; status?: ParcelStatus },
  page: number,
  size: number,
) {
  let query = db.selectFrom('parcels');
  if (filter.merchantId !== undefined) query = query.where('merchant_id', '=', filter.merchantId);
  if (filter.riderId !== undefined) query = query.where('rider_id', '=', filter.riderId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return pageOf(
    query.selectAll().orderBy('id', 'desc'),
    query.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

/**
 * Parcels waiting for a rider, not the reader's own. Given the rider's position, nearest
 * pick-up first by an equirectangular distance (the same order as the true distance at a
 * city's scale, and plain arithmetic on both dialects); parcels without a pick-up point last.
 * Otherwise newest first.
 */
export async function listOpen(
  db: Db,
  readerId: number,
  near: { lat: number; lng: number } | null,
  page: number,
  size: number,
) {
  const base = db
    .selectFrom('parcels')
    .where('status', '=', 'pending')
    .where('rider_id', 'is', null)
    .where('merchant_id', '!=', readerId);
  let rowsQuery = base.selectAll();
  if (near) {
    const cos = Math.cos((near.lat * Math.PI) / 180);
    rowsQuery = rowsQuery
      .orderBy(sql`case when pickup_lat is null then 1 else 0 end`)
      .orderBy(
        sql`(pickup_lat - ${near.lat}) * (pickup_lat - ${near.lat}) + (pickup_lng - ${near.lng}) * (pickup_lng - ${near.lng}) * ${cos * cos}`,
      );
  }
  return pageOf(
    rowsQuery.orderBy('id', 'desc'),
    base.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}
