/** Queries on post comments. Each takes the database or a transaction. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PostCommentsTable } from '../../../db/schema';
import { pageOf } from '../../../db/paging';

type Db = Kysely<Database>;
export type CommentRow = Selectable<PostCommentsTable>;

export function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  return db.selectFrom('post_comments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of a post's top-level comments, oldest first, as a conversation reads. */
export async function listTopComments(
  db: Db,
  postId: number,
  page: number,
  size: number,
): Promise<{ rows: CommentRow[]; total: number }> {
  const top = db
    .selectFrom('post_comments')
    .where('post_id', '=', postId)
    .where('parent_id', 'is', null);
  return pageOf(
    top.selectAll().orderBy('id'),
    top.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

export function repliesTo(db: Db, parentIds: number[]): Promise<CommentRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('post_comments')
    .selectAll()
    .where('parent_id', 'in', parentIds)
    .orderBy('id')
    .execute();
}

export async function insertComment(
  db: Db,
  comment: Insertable<PostCommentsTable>,
): Promise<number> {
  const row = await db
    .insertInto('post_comments')
    .values(comment)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a comment; a top-level comment's replies go with it. */
export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('post_comments').where('parent_id', '=', id).execute();
  await db.deleteFrom('post_comments').where('id', '=', id).execute();
}
