/** Queries on storage_items. Each takes the database or a transaction. */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { StorageKind } from '../../../contract/storage';
import type { DialectName } from '../../db/connect';
import { pageOf } from '../../db/paging';
import type { Database, StorageItemsTable } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Locks the member's row until the transaction ends on PostgreSQL, so two uploads check the
 * quota one after the other. SQLite has a single writer, which serialises them already.
 */
export async function lockOwner(db: Db, dialect: DialectName, ownerId: number): Promise<void> {
  let query = db.selectFrom('users').select('id').where('id', '=', ownerId);
  if (dialect === 'postgres') query = query.forUpdate();
  await query.executeTakeFirst();
}
export type StorageItemRow = Selectable<StorageItemsTable>;

export async function insertItem(db: Db, row: Insertable<StorageItemsTable>): Promise<number> {
  const inserted = await db
    .insertInto('storage_items')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findItem(db: Db, id: number): Promise<StorageItemRow | undefined> {
  return db.selectFrom('storage_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findByFileId(db: Db, fileId: string) {
  return db
    .selectFrom('storage_items')
    .select(['file_id', 'content_type', 'size'])
    .where('file_id', '=', fileId)
    .executeTakeFirst();
}

/** Bytes the member's library holds. */
export async function usedBytes(db: Db, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('storage_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('used'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** `%`, `_` and `\` in a search are letters, not wildcards. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function pageOfItems(
  db: Db,
  ownerId: number,
  q: string | undefined,
  page: number,
  size: number,
  kind?: StorageKind,
): Promise<{ rows: StorageItemRow[]; total: number }> {
  let query = db.selectFrom('storage_items').where('owner_id', '=', ownerId);
  if (q) query = query.where(sql<boolean>`name_key like ${likePattern(q)} escape '\\'`);
  if (kind) query = query.where('kind', '=', kind);
  return pageOf(
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    query.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

export async function updateItem(db: Db, id: number, patch: Updateable<StorageItemsTable>) {
  await db.updateTable('storage_items').set(patch).where('id', '=', id).execute();
}

export async function deleteItem(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('storage_items').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
