/** Queries on bugs. Each takes the database or a transaction. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BugsTable, Database } from '../../db/schema';
import { pageOf } from '../../db/paging';

type Db = Kysely<Database>;

/** A bug with its submitter's public names, joined in one query. */
function bugsWithSubmitter(db: Db) {
  return db
    .selectFrom('bugs')
    .leftJoin('users', 'users.id', 'bugs.submitted_by')
    .selectAll('bugs')
    .select(['users.username as submitter_username', 'users.full_name as submitter_full_name']);
}

export type BugWithSubmitter = Awaited<
  ReturnType<ReturnType<typeof bugsWithSubmitter>['executeTakeFirstOrThrow']>
>;

export function findBug(db: Db, id: number): Promise<BugWithSubmitter | undefined> {
  return bugsWithSubmitter(db).where('bugs.id', '=', id).executeTakeFirst();
}

/** Newest first; the id breaks ties between reports made in the same millisecond. */
export async function listBugs(
  db: Db,
  page: number,
  size: number,
): Promise<{ rows: BugWithSubmitter[]; total: number }> {
  return pageOf(
    bugsWithSubmitter(db).orderBy('bugs.created_at', 'desc').orderBy('bugs.id', 'desc'),
    db.selectFrom('bugs').select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

export async function insertBug(db: Db, bug: Insertable<BugsTable>): Promise<number> {
  const row = await db.insertInto('bugs').values(bug).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBug(db: Db, id: number, patch: Updateable<BugsTable>): Promise<void> {
  await db.updateTable('bugs').set(patch).where('id', '=', id).execute();
}

export async function deleteBug(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('bugs').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
