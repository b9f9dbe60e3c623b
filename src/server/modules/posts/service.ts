/**
 * Posts of the club feed. A reader sees public posts, members-only posts when signed in, and
 * their own private ones; a post they may not see answers 404, exactly as one that does not
 * exist. Only the author edits; the author, members with canDeletePosts and admins delete.
 * Pictures are the author's own uploads through the media module, each in one post at most,
 * and leave with the post (or with an edit that drops them).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { NOTIFICATION_TEXT } from '../../../contract/notifications-constants';
import { toPage, type Page } from '../../../contract/paging';
import {
  POST_LIMITS,
  POST_PICTURE_WIDTHS,
  POST_TEXT,
  type LikeState,
  type Post,
  type PostInputParsed,
  type PostMedia,
} from '../../../contract/posts';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { keepNoReply, type KeepReply } from '../../plugins/idempotency-reply';
import type { AuthUser } from '../../types';
import {
  readerKey,
  deleteMediaRows,
  findMedia,
  removeMediaFiles,
  storePicture,
  toPostMedia,
} from '../media';
import { pictureForUse } from '../storage';
import {
  castVote,
  deletePost,
  findPollOption,
  findPost,
  insertPost,
  likeCounts,
  likedBy,
  listVisiblePosts,
  mediaOfPosts,
  pictureOwnership,
  replacePollOptions,
  replacePostMedia,
  setLike,
  updatePost,
  type PostRow,
} from './repository';
import { findUserById, getProfile } from '../users';
import { canSee, moderates, toPosts } from './shapes';

type Db = Kysely<Database>;
export const PICTURE_KIND = 'post';
/** The address a picture upload answered, with the reader's key or not. */
const MEDIA_URL =
  /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\?[\w=.&-]*)?$/;

/** The post if `reader` may see it; 404 otherwise, so hidden posts do not reveal themselves. */
export async function visiblePost(db: Db, id: number, reader: AuthUser | null): Promise<PostRow> {
  const row = await findPost(db, id);
  if (!row || !canSee(row, reader)) throw notFound(SERVER_MESSAGE.notFound);
  return row;
}

export async function feed(
  app: FastifyInstance,
  reader: AuthUser | null,
  page: number,
  size: number,
): Promise<Page<Post>> {
  const { rows, total } = await listVisiblePosts(app.db, reader?.id ?? null, page, size);
  return toPage(await toPosts(app, rows, reader), total, page, size);
}

/**
 * One member's posts for their profile page, with the feed's privacy. An author who does not
 * exist, or whose profile the reader may not open, is a 404 like their profile.
 */
export async function byAuthor(
  app: FastifyInstance,
  reader: AuthUser | null,
  authorId: number,
  page: number,
  size: number,
): Promise<Page<Post>> {
  await getProfile(app.db, reader, authorId);
  const { rows, total } = await listVisiblePosts(app.db, reader?.id ?? null, page, size, authorId);
  return toPage(await toPosts(app, rows, reader), total, page, size);
}

export async function one(app: FastifyInstance, reader: AuthUser | null, id: number) {
  const row = await visiblePost(app.db, id, reader);
  const [post] = await toPosts(app, [row], reader);
  return post!;
}

/** Stores a post picture at the feed's widths; the reply is what the form sends back. */
export async function uploadPicture(
  app: FastifyInstance,
  author: AuthUser,
  image: Buffer,
): Promise<PostMedia> {
  const id = await storePicture(app, author.id, PICTURE_KIND, image, POST_PICTURE_WIDTHS);
  const media = await findMedia(app.db, id);
  // In no post yet: its uploader's alone, until the post it goes in says otherwise.
  return toPostMedia(
    'image',
    id,
    JSON.stringify(media?.widths ?? []),
    readerKey(app, id, author.id),
  );
}

/** One of the author's library pictures made a post picture, as an upload would be. */
export async function pictureFromLibrary(
  app: FastifyInstance,
  author: AuthUser,
  libraryPictureId: number,
): Promise<PostMedia> {
  const id = await pictureForUse(app, author, libraryPictureId, PICTURE_KIND);
  const media = await findMedia(app.db, id);
  return toPostMedia(
    'image',
    id,
    JSON.stringify(media?.widths ?? []),
    readerKey(app, id, author.id),
  );
}

/** The media ids behind the form's urls, each the author's own post picture and free to use. */
async function ownPictures(
  db: Db,
  author: AuthUser,
  media: PostInputParsed['media'],
  postId: number | null,
): Promise<{ mediaType: 'image'; mediaId: string }[]> {
  const ids = media.map((item) => MEDIA_URL.exec(item.url)?.[1] ?? null);
  const rows = await pictureOwnership(
    db,
    ids.filter((id): id is string => id !== null),
  );
  const fieldErrors: Record<string, string> = {};
  ids.forEach((id, index) => {
    const row = rows.find((candidate) => candidate.id === id);
    const field = `media.${index}.url`;
    if (!id || !row || row.owner_id !== author.id || row.kind !== PICTURE_KIND) {
      fieldErrors[field] = POST_TEXT.notYourPicture;
    } else if ((row.post_id !== null && row.post_id !== postId) || ids.indexOf(id) !== index) {
      fieldErrors[field] = POST_TEXT.pictureInAnotherPost;
    }
  });
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
  return media.map((item, index) => ({ mediaType: item.mediaType, mediaId: ids[index]! }));
}

export async function create(
  app: FastifyInstance,
  author: AuthUser,
  input: PostInputParsed,
  keepReply: KeepReply = keepNoReply,
): Promise<Post> {
  // The reply is kept with the post, so a retry after a crash is replayed or writes it once.
  return app.db.transaction().execute(async (trx) => {
    const pictures = await ownPictures(trx, author, input.media, null);
    const now = new Date().toISOString();
    const postId = await insertPost(trx, {
      author_id: author.id,
      content: input.content,
      privacy: input.privacy,
      location: input.location,
      is_poll: input.isPoll ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    await replacePostMedia(trx, postId, pictures);
    if (input.isPoll) await replacePollOptions(trx, postId, input.pollOptions);
    const [post] = await toPosts(app, [await visiblePost(trx, postId, author)], author, trx);
    await keepReply(trx, post);
    return post!;
  });
}

export async function update(
  app: FastifyInstance,
  author: AuthUser,
  id: number,
  input: PostInputParsed,
): Promise<Post> {
  const dropped = await app.db.transaction().execute(async (trx) => {
    const row = await visiblePost(trx, id, author);
    if (row.author_id !== author.id) throw forbidden(SERVER_MESSAGE.forbidden);
    const pictures = await ownPictures(trx, author, input.media, id);
    const before = (await mediaOfPosts(trx, [id])).map((item) => item.media_id);
    const kept = new Set(pictures.map((picture) => picture.mediaId));
    const gone = before.filter((mediaId) => !kept.has(mediaId));
    await updatePost(trx, id, {
      content: input.content,
      privacy: input.privacy,
      location: input.location,
      is_poll: input.isPoll ? 1 : 0,
      updated_at: new Date().toISOString(),
    });
    await replacePostMedia(trx, id, pictures);
    await replacePollOptions(trx, id, input.isPoll ? input.pollOptions : []);
    await deleteMediaRows(trx, gone);
    return gone;
  });
  await removeMediaFiles(app, dropped);
  return one(app, author, id);
}

/**
 * The author, members with canDeletePosts and admins delete. Moderators may delete any post,
 * so a reported post that became private can still go; to others a hidden post is a 404.
 */
export async function remove(app: FastifyInstance, reader: AuthUser, id: number): Promise<void> {
  const pictures = await app.db.transaction().execute(async (trx) => {
    const row = await findPost(trx, id);
    const moderator = moderates(reader);
    if (!row || (!moderator && !canSee(row, reader))) throw notFound(SERVER_MESSAGE.notFound);
    if (row.author_id !== reader.id && !moderator) throw forbidden(SERVER_MESSAGE.forbidden);
    const mediaIds = (await mediaOfPosts(trx, [id])).map((item) => item.media_id);
    // Likes, comments, reports and the poll go with the post (ON DELETE CASCADE).
    await deletePost(trx, id);
    await deleteMediaRows(trx, mediaIds);
    return mediaIds;
  });
  await removeMediaFiles(app, pictures);
}

async function likeState(db: Db, postId: number, readerId: number): Promise<LikeState> {
  const [counts, liked] = await Promise.all([
    likeCounts(db, [postId]),
    likedBy(db, [postId], readerId),
  ]);
  return { liked: liked.has(postId), likeCount: counts.get(postId) ?? 0 };
}

/** Likes the post, or unlikes it if the reader already did (§7 POST /post/like/{id}). */
export async function toggleLike(app: FastifyInstance, reader: AuthUser, id: number) {
  const { state, added, post } = await app.db.transaction().execute(async (trx) => {
    const row = await visiblePost(trx, id, reader);
    const liked = (await likedBy(trx, [id], reader.id)).has(id);
    const added = await setLike(trx, id, reader.id, !liked);
    return { state: await likeState(trx, id, reader.id), added, post: row };
  });
  if (added) await tellAuthorOfLike(app, reader, post);
  return state;
}

/** Sets the reader's like to `liked`: the same request twice leaves the same state. */
export async function setLiked(app: FastifyInstance, reader: AuthUser, id: number, liked: boolean) {
  const post = await visiblePost(app.db, id, reader);
  if (await setLike(app.db, id, reader.id, liked)) await tellAuthorOfLike(app, reader, post);
  return likeState(app.db, id, reader.id);
}

/** A new like reaches the author (in the app only unless they chose push), never their own. */
async function tellAuthorOfLike(app: FastifyInstance, reader: AuthUser, post: PostRow) {
  if (post.author_id === reader.id) return;
  const name = (await findUserById(app.db, reader.id))?.full_name ?? reader.username;
  // Not awaited: the reply must not wait on push services.
  void app.notify(
    [post.author_id],
    'likes',
    () => ({
      title: NOTIFICATION_TEXT.likePushTitle(name),
      body: post.content.slice(0, POST_LIMITS.pushBodyMaxLength),
      url: `/home?post=${post.id}`,
      tag: `post-${post.id}-likes`,
    }),
    { actorId: reader.id },
  );
}

/** One vote per member and poll; voting again moves the vote. */
export async function vote(
  app: FastifyInstance,
  reader: AuthUser,
  id: number,
  optionId: number,
): Promise<Post> {
  const row = await visiblePost(app.db, id, reader);
  if (row.is_poll !== 1) throw badRequest(POST_TEXT.notAPoll);
  if (!(await findPollOption(app.db, id, optionId))) {
    throw badRequest(POST_TEXT.notAnOption, { optionId: POST_TEXT.notAnOption });
  }
  await castVote(app.db, id, reader.id, optionId);
  return one(app, reader, id);
}
