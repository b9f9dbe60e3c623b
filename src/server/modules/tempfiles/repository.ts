/** Queries on temp_files. Each takes the database or a transaction. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, TempFilesTable } from '../../db/schema';

type Db = Kysely<Database>;
export type TempFileRow = Selectable<TempFilesTable>;

export async function insertTempFile(db: Db, row: TempFileRow): Promise<void> {
  await db.insertInto('temp_files').values(row).execute();
}

export async function findTempFile(db: Db, id: string): Promise<TempFileRow | undefined> {
  return db.selectFrom('temp_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's files, newest first. */
export async function tempFilesOf(db: Db, ownerId: number): Promise<TempFileRow[]> {
  return db
    .selectFrom('temp_files')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Answers whether a row went: of two deletes racing for one file, one removes it. */
export async function deleteTempFileRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('temp_files').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
