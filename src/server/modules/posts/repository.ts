/** Queries on posts, their pictures, likes and polls. Each takes the database or a transaction. */
import type { ExpressionBuilder, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PostsTable } from '../../db/schema';
import { toCount } from '../../db/connect';
import { pageOf } from '../../db/paging';

type Db = Kysely<Database>;
export type PostRow = Selectable<PostsTable>;

/** Who may read a post: public to all, members-only to members, private to its author. */
export function visibleTo(readerId: number | null) {
  return (eb: ExpressionBuilder<Database, 'posts'>) =>
    readerId === null
      ? eb('posts.privacy', '=', 'public')
      : eb.or([
          eb('posts.privacy', 'in', ['public', 'members']),
          eb('posts.author_id', '=', readerId),
        ]);
}

export function findPost(db: Db, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Newest first; the id breaks ties between posts of the same millisecond. With `authorId`, only
 * that member's posts (their profile page), under the same privacy rule.
 */
export async function listVisiblePosts(
  db: Db,
  readerId: number | null,
  page: number,
  size: number,
  authorId?: number,
): Promise<{ rows: PostRow[]; total: number }> {
  let visible = db.selectFrom('posts').where(visibleTo(readerId));
  if (authorId !== undefined) visible = visible.where('posts.author_id', '=', authorId);
  return pageOf(
    visible.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    visible.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

export async function insertPost(db: Db, post: Insertable<PostsTable>): Promise<number> {
  const row = await db.insertInto('posts').values(post).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePost(db: Db, id: number, patch: Updateable<PostsTable>): Promise<void> {
  await db.updateTable('posts').set(patch).where('id', '=', id).execute();
}

export async function deletePost(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The pictures of several posts, in order, with the widths stored for each. */
export function mediaOfPosts(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('post_media')
    .innerJoin('media', 'media.id', 'post_media.media_id')
    .select(['post_media.post_id', 'post_media.media_type', 'post_media.media_id', 'media.widths'])
    .where('post_media.post_id', 'in', postIds)
    .orderBy('post_media.post_id')
    .orderBy('post_media.position')
    .execute();
}

export async function replacePostMedia(
  db: Db,
  postId: number,
  items: { mediaType: 'image'; mediaId: string }[],
): Promise<void> {
  await db.deleteFrom('post_media').where('post_id', '=', postId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('post_media')
    .values(
      items.map((item, position) => ({
        post_id: postId,
        position,
        media_type: item.mediaType,
        media_id: item.mediaId,
      })),
    )
    .execute();
}

/** The post a picture is in, if it is in one yet. */
export function postOfPicture(db: Db, mediaId: string): Promise<PostRow | undefined> {
  return db
    .selectFrom('post_media')
    .innerJoin('posts', 'posts.id', 'post_media.post_id')
    .selectAll('posts')
    .where('post_media.media_id', '=', mediaId)
    .executeTakeFirst();
}

/** Which of these media rows exist, whose they are, and which post holds them, if any. */
export function pictureOwnership(db: Db, mediaIds: string[]) {
  if (mediaIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media')
    .leftJoin('post_media', 'post_media.media_id', 'media.id')
    .select(['media.id', 'media.owner_id', 'media.kind', 'post_media.post_id'])
    .where('media.id', 'in', mediaIds)
    .execute();
}

/** What a page of posts shows beside each post's own row; the reader's part only for a member. */
export interface PostFigures {
  likes: number;
  comments: number;
  openReports: number;
  likedByMe: boolean;
  myVote: number | null;
  reportedByMe: boolean;
}

/**
 * Counts of likes, comments and open reports of several posts, and what the reader did to each
 * (liked, voted, reported), in one query: each figure a subquery on an index of its table.
 */
export async function postFigures(
  db: Db,
  postIds: number[],
  readerId: number | null,
): Promise<Map<number, PostFigures>> {
  const figures = new Map<number, PostFigures>();
  if (postIds.length === 0) return figures;
  const reader = readerId ?? -1;
  const rows = await db
    .selectFrom('posts')
    .select((eb) => [
      'posts.id',
      eb
        .selectFrom('post_likes')
        .whereRef('post_likes.post_id', '=', 'posts.id')
        .select((inner) => inner.fn.countAll().as('n'))
        .as('likes'),
      eb
        .selectFrom('post_comments')
        .whereRef('post_comments.post_id', '=', 'posts.id')
        .select((inner) => inner.fn.countAll().as('n'))
        .as('comments'),
      eb
        .selectFrom('post_reports')
        .whereRef('post_reports.post_id', '=', 'posts.id')
        .where('post_reports.resolved', '=', 0)
        .select((inner) => inner.fn.countAll().as('n'))
        .as('open_reports'),
      eb
        .exists(
          eb
            .selectFrom('post_likes')
            .whereRef('post_likes.post_id', '=', 'posts.id')
            .where('post_likes.user_id', '=', reader)
            .select('post_likes.post_id'),
        )
        .as('liked'),
      eb
        .selectFrom('poll_votes')
        .whereRef('poll_votes.post_id', '=', 'posts.id')
        .where('poll_votes.user_id', '=', reader)
        .select('poll_votes.option_id')
        .as('my_vote'),
      eb
        .exists(
          eb
            .selectFrom('post_reports')
            .whereRef('post_reports.post_id', '=', 'posts.id')
            .where('post_reports.user_id', '=', reader)
            .select('post_reports.post_id'),
        )
        .as('reported'),
    ])
    .where('posts.id', 'in', postIds)
    .execute();
  for (const row of rows) {
    figures.set(row.id, {
      likes: toCount(row.likes as string | number | null),
      comments: toCount(row.comments as string | number | null),
      openReports: toCount(row.open_reports as string | number | null),
      // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
      likedByMe: Boolean(row.liked),
      myVote: row.my_vote ?? null,
      reportedByMe: Boolean(row.reported),
    });
  }
  return figures;
}

export async function likeCounts(db: Db, postIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (postIds.length === 0) return counts;
  const rows = await db
    .selectFrom('post_likes')
    .select(['post_id', (eb) => eb.fn.countAll().as('n')])
    .where('post_id', 'in', postIds)
    .groupBy('post_id')
    .execute();
  for (const row of rows) counts.set(row.post_id, toCount(row.n as string | number));
  return counts;
}

export async function likedBy(db: Db, postIds: number[], userId: number): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('post_likes')
    .select('post_id')
    .where('post_id', 'in', postIds)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.post_id));
}

/**
 * Likes or unlikes; doing what is already done changes nothing. Answers whether a like was
 * added just now, so the author hears of each like once.
 */
export async function setLike(
  db: Db,
  postId: number,
  userId: number,
  liked: boolean,
): Promise<boolean> {
  if (liked) {
    const result = await db
      .insertInto('post_likes')
      .values({ post_id: postId, user_id: userId, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  } else {
    await db
      .deleteFrom('post_likes')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .execute();
    return false;
  }
}

/** Poll options of several posts, in order, each with its vote count. */
export async function pollOptionsOf(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom('poll_options')
    .select([
      'poll_options.id',
      'poll_options.post_id',
      'poll_options.text',
      (eb) =>
        eb
          .selectFrom('poll_votes')
          .whereRef('poll_votes.option_id', '=', 'poll_options.id')
          .select((inner) => inner.fn.countAll().as('n'))
          .as('votes'),
    ])
    .where('poll_options.post_id', 'in', postIds)
    .orderBy('poll_options.post_id')
    .orderBy('poll_options.position')
    .execute();
  return rows.map((row) => ({ ...row, votes: toCount(row.votes as string | number | null) }));
}

/**
 * Makes the poll's options `texts`, in that order. An option whose text stays keeps its id and
 * its votes; a dropped option takes its votes with it.
 */
export async function replacePollOptions(db: Db, postId: number, texts: string[]) {
  const current = await db
    .selectFrom('poll_options')
    .select(['id', 'text'])
    .where('post_id', '=', postId)
    .execute();
  const kept = new Map(current.filter((o) => texts.includes(o.text)).map((o) => [o.text, o.id]));
  const dropped = current.filter((o) => !kept.has(o.text)).map((o) => o.id);
  if (dropped.length > 0) await db.deleteFrom('poll_options').where('id', 'in', dropped).execute();
  for (const [position, text] of texts.entries()) {
    const id = kept.get(text);
    if (id === undefined) {
      await db.insertInto('poll_options').values({ post_id: postId, position, text }).execute();
    } else {
      await db.updateTable('poll_options').set({ position }).where('id', '=', id).execute();
    }
  }
}

export function findPollOption(db: Db, postId: number, optionId: number) {
  return db
    .selectFrom('poll_options')
    .select('id')
    .where('post_id', '=', postId)
    .where('id', '=', optionId)
    .executeTakeFirst();
}

/** One vote per member and poll: a second vote moves the first. */
export async function castVote(db: Db, postId: number, userId: number, optionId: number) {
  const votedAt = new Date().toISOString();
  await db
    .insertInto('poll_votes')
    .values({ post_id: postId, user_id: userId, option_id: optionId, voted_at: votedAt })
    .onConflict((conflict) =>
      conflict
        .columns(['post_id', 'user_id'])
        .doUpdateSet({ option_id: optionId, voted_at: votedAt }),
    )
    .execute();
}
