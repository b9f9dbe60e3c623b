/**
 * Comments with one level of replies. Whoever may see a post reads its comments; members
 * comment on it. A reply to a reply attaches to the top-level comment, so threads stay one
 * level deep. A comment is deleted by its author or an admin. The post's author hears of a
 * comment, and a comment's author of a reply to it, never of their own.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import { toPage, type Page } from '../../../../contract/paging';
import {
  POST_LIMITS,
  POST_TEXT,
  type Comment,
  type CommentInput,
} from '../../../../contract/posts';
import { badRequest, forbidden, notFound } from '../../../http-errors';
import { hasRole } from '../../../plugins/auth';
import type { AuthUser } from '../../../types';
import { findUserById } from '../../users';
import {
  deleteComment,
  findComment,
  insertComment,
  listTopComments,
  repliesTo,
} from './repository';
import { visiblePost } from '../service';
import { toComments } from '../shapes';

export async function list(
  db: Kysely<Database>,
  reader: AuthUser | null,
  postId: number,
  page: number,
  size: number,
): Promise<Page<Comment>> {
  await visiblePost(db, postId, reader);
  const { rows, total } = await listTopComments(db, postId, page, size);
  const replies = await repliesTo(
    db,
    rows.map((row) => row.id),
  );
  return toPage(await toComments(db, rows, replies, reader), total, page, size);
}

export async function add(
  app: FastifyInstance,
  author: AuthUser,
  postId: number,
  input: CommentInput,
): Promise<Comment> {
  const post = await visiblePost(app.db, postId, author);
  let parentId: number | null = null;
  let parentAuthor: number | null = null;
  if (input.parentId) {
    const parent = await findComment(app.db, input.parentId);
    if (!parent || parent.post_id !== postId) {
      throw badRequest(POST_TEXT.parentNotHere, { parentId: POST_TEXT.parentNotHere });
    }
    parentId = parent.parent_id ?? parent.id;
    parentAuthor = parent.author_id;
  }
  const text = input.text.trim();
  const id = await insertComment(app.db, {
    post_id: postId,
    parent_id: parentId,
    author_id: author.id,
    text,
    created_at: new Date().toISOString(),
  });
  const row = await findComment(app.db, id);
  if (!row) throw notFound();
  const [comment] = await toComments(app.db, [row], [], author);

  // After the write, and not awaited: the reply must not wait on push services.
  const name = (await findUserById(app.db, author.id))?.full_name ?? author.username;
  const body = text.slice(0, POST_LIMITS.pushBodyMaxLength);
  const url = `/home?post=${postId}`;
  const tag = `post-${postId}-comments`;
  if (parentAuthor !== null && parentAuthor !== author.id) {
    void app.notify(
      [parentAuthor],
      'postActivity',
      () => ({ title: POST_TEXT.replyPushTitle(name), body, url, tag }),
      { actorId: author.id },
    );
  }
  if (post.author_id !== author.id && post.author_id !== parentAuthor) {
    void app.notify(
      [post.author_id],
      'postActivity',
      () => ({ title: POST_TEXT.commentPushTitle(name), body, url, tag }),
      { actorId: author.id },
    );
  }
  return comment!;
}

export async function remove(
  db: Kysely<Database>,
  reader: AuthUser,
  postId: number,
  commentId: number,
): Promise<void> {
  await visiblePost(db, postId, reader);
  const comment = await findComment(db, commentId);
  if (!comment || comment.post_id !== postId) throw notFound(SERVER_MESSAGE.notFound);
  if (comment.author_id !== reader.id && !hasRole(reader, 'ROLE_ADMIN')) {
    throw forbidden(SERVER_MESSAGE.forbidden);
  }
  await deleteComment(db, commentId);
}
