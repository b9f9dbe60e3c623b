/** Queries on jerseys, their pictures and pre-orders. Each takes the database or a transaction. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { PreOrderFilter, PreOrderStatus } from '../../../contract/merchandise';
import { toCount } from '../../db/connect';
import { pageOf } from '../../db/paging';
import type { Database, JerseyPreordersTable, JerseysTable } from '../../db/schema';

type Db = Kysely<Database>;
export type JerseyRow = Selectable<JerseysTable>;
export type PreOrderRow = Selectable<JerseyPreordersTable>;

/** Oldest first: the club's first jersey stays at the top of the page. */
export async function listJerseys(db: Db, onlyOpen: boolean): Promise<JerseyRow[]> {
  let query = db.selectFrom('jerseys').selectAll();
  if (onlyOpen) query = query.where('open', '=', 1);
  return query.orderBy('id').execute();
}

export async function findJersey(db: Db, id: number): Promise<JerseyRow | undefined> {
  return db.selectFrom('jerseys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countJerseys(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jerseys')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n as string | number);
}

export async function insertJersey(db: Db, row: Insertable<JerseysTable>): Promise<number> {
  const inserted = await db
    .insertInto('jerseys')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateJersey(
  db: Db,
  id: number,
  patch: Updateable<JerseysTable>,
): Promise<void> {
  await db.updateTable('jerseys').set(patch).where('id', '=', id).execute();
}

/** The pictures of these jerseys in their order, with the widths stored of each. */
export async function picturesOf(db: Db, jerseyIds: number[]) {
  if (jerseyIds.length === 0) return [];
  return db
    .selectFrom('jersey_pictures')
    .innerJoin('media', 'media.id', 'jersey_pictures.media_id')
    .select(['jersey_pictures.jersey_id', 'jersey_pictures.media_id', 'media.widths'])
    .where('jersey_pictures.jersey_id', 'in', jerseyIds)
    .orderBy('jersey_pictures.jersey_id')
    .orderBy('jersey_pictures.position')
    .execute();
}

export async function pictureIdsOf(db: Db, jerseyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('jersey_pictures')
    .select('media_id')
    .where('jersey_id', '=', jerseyId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.media_id);
}

export async function replacePictures(db: Db, jerseyId: number, mediaIds: string[]) {
  await db.deleteFrom('jersey_pictures').where('jersey_id', '=', jerseyId).execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('jersey_pictures')
    .values(mediaIds.map((media_id, position) => ({ jersey_id: jerseyId, position, media_id })))
    .execute();
}

/** Who uploaded these media, of what kind, and which jersey shows each (null: none). */
export async function pictureUse(db: Db, mediaIds: string[]) {
  if (mediaIds.length === 0) return [];
  const [media, shown] = await Promise.all([
    db.selectFrom('media').select(['id', 'owner_id', 'kind']).where('id', 'in', mediaIds).execute(),
    db
      .selectFrom('jersey_pictures')
      .select(['jersey_id', 'media_id'])
      .where('media_id', 'in', mediaIds)
      .execute(),
  ]);
  return media.map((row) => ({
    ...row,
    jerseyId: shown.find((item) => item.media_id === row.id)?.jersey_id ?? null,
  }));
}

export async function insertPreOrder(
  db: Db,
  row: Insertable<JerseyPreordersTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('jersey_preorders')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findPreOrder(db: Db, id: number): Promise<PreOrderRow | undefined> {
  return db.selectFrom('jersey_preorders').selectAll().where('id', '=', id).executeTakeFirst();
}

function filtered(db: Db, filter: PreOrderFilter & { buyerId?: number }) {
  let query = db.selectFrom('jersey_preorders');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.jerseyId !== undefined) query = query.where('jersey_id', '=', filter.jerseyId);
  if (filter.buyerId !== undefined) query = query.where('buyer_id', '=', filter.buyerId);
  return query;
}

/** Newest first. */
export async function listPreOrders(
  db: Db,
  filter: PreOrderFilter & { buyerId?: number },
  page: number,
  size: number,
): Promise<{ rows: PreOrderRow[]; total: number }> {
  return pageOf(
    filtered(db, filter).selectAll().orderBy('id', 'desc'),
    filtered(db, filter).select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

/** Every pre-order the filter holds, oldest first, for the export. */
export async function allPreOrders(db: Db, filter: PreOrderFilter): Promise<PreOrderRow[]> {
  return filtered(db, filter).selectAll().orderBy('id').execute();
}

/**
 * Moves a pre-order from one status to another, only if it is still in `from`: of two
 * concurrent moves one wins and the other sees zero rows changed.
 */
export async function moveStatus(
  db: Db,
  id: number,
  from: PreOrderStatus,
  patch: Updateable<JerseyPreordersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('jersey_preorders')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
