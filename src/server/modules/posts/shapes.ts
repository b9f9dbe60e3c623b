/**
 * Rows to the contract's posts and comments, for one reader. A page of posts is read with a
 * fixed number of queries whatever its size: each kind of detail is fetched for all its posts
 * at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Comment, CommentReply, Post } from '../../../contract/posts';
import type { Database } from '../../db/schema';
import { hasRole } from '../../plugins/auth';
import type { AuthUser } from '../../types';
import { readerKey, toPostMedia } from '../media';
import { publicUsers } from '../users';
import type { CommentRow } from './comments/repository';
import { mediaOfPosts, pollOptionsOf, postFigures, type PostRow } from './repository';

type Db = Kysely<Database>;

/** What the feed's rules read of a reader: a session's member, or a picture link's. */
type Reader = Pick<AuthUser, 'id' | 'roles' | 'canDeletePosts'> | null;

/** Admins and members trusted with deleting posts. */
export function moderates(reader: Reader): boolean {
  return hasRole(reader, 'ROLE_ADMIN') || !!reader?.canDeletePosts;
}

export function canSee(post: PostRow, reader: Reader): boolean {
  if (post.privacy === 'public') return true;
  if (post.privacy === 'members') return reader !== null;
  return reader?.id === post.author_id;
}

export async function toPosts(
  app: FastifyInstance,
  rows: PostRow[],
  reader: AuthUser | null,
  db: Db = app.db,
): Promise<Post[]> {
  const ids = rows.map((row) => row.id);
  const readerId = reader?.id;
  const [authors, media, options, figures] = await Promise.all([
    publicUsers(
      db,
      rows.map((row) => row.author_id),
    ),
    mediaOfPosts(db, ids),
    pollOptionsOf(db, ids),
    postFigures(db, ids, readerId ?? null),
  ]);
  const moderator = moderates(reader);
  return rows.map((row) => {
    const author = authors.get(row.author_id);
    if (!author) throw new Error(`post ${row.id} has no author row`);
    const own = readerId === row.author_id;
    const pollOptions = options.filter((option) => option.post_id === row.id);
    const figure = figures.get(row.id);
    return {
      id: row.id,
      author,
      content: row.content,
      media: media
        .filter((item) => item.post_id === row.id)
        .map((item) =>
          toPostMedia(
            item.media_type,
            item.media_id,
            item.widths,
            row.privacy === 'public' || !reader
              ? undefined
              : readerKey(app, item.media_id, reader.id),
          ),
        ),
      privacy: row.privacy,
      location: row.location,
      poll:
        row.is_poll === 1
          ? {
              options: pollOptions.map(({ id, text, votes: count }) => ({
                id,
                text,
                votes: count,
              })),
              totalVotes: pollOptions.reduce((sum, option) => sum + option.votes, 0),
              myVote: figure?.myVote ?? null,
            }
          : null,
      likeCount: figure?.likes ?? 0,
      likedByMe: figure?.likedByMe ?? false,
      commentCount: figure?.comments ?? 0,
      reportCount: own || moderator ? (figure?.openReports ?? 0) : null,
      reportedByMe: figure?.reportedByMe ?? false,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      canEdit: own,
      canDelete: own || moderator,
    };
  });
}

/** Top-level comments with their replies, oldest first. */
export async function toComments(
  db: Db,
  top: CommentRow[],
  replies: CommentRow[],
  reader: AuthUser | null,
): Promise<Comment[]> {
  const authors = await publicUsers(
    db,
    [...top, ...replies].map((row) => row.author_id),
  );
  const admin = hasRole(reader, 'ROLE_ADMIN');
  const one = (row: CommentRow): CommentReply => {
    const author = authors.get(row.author_id);
    if (!author) throw new Error(`comment ${row.id} has no author row`);
    return {
      id: row.id,
      postId: row.post_id,
      parentId: row.parent_id,
      author,
      text: row.text,
      createdAt: row.created_at,
      canDelete: admin || reader?.id === row.author_id,
    };
  };
  return top.map((row) => ({
    ...one(row),
    replies: replies.filter((reply) => reply.parent_id === row.id).map(one),
  }));
}
