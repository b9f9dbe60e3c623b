/**
 * The outbox's sender of 'post.create' entries. Pictures written offline wait in the entry as
 * Blobs: each is uploaded first, and its url replaces the Blob in the stored entry at once, so
 * a later retry does not upload it again. Then the post goes out with the entry id as its
 * Idempotency-Key (the drainer adds it): a retry after a lost reply is replayed, not doubled.
 * A picture upload is multipart, which the server's idempotency does not cover; its derived
 * key is sent all the same, and a reply lost mid-upload can leave one unused picture behind.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../../contract/paging';
import { postPictureSchema, postSchema, type Post, type PostInput } from '../../../contract/posts';
import { POST_PATHS } from '../../../contract/posts-constants';
import { appQueryClient } from '../../lib/app-handles';
import { apiUrl } from '../../lib/api-client';
import { sendJson } from '../../lib/outbox/send-json';
import type { OutboxEntry } from '../../lib/outbox/db';
import { pageOutbox } from '../../lib/outbox/page-outbox';
import type { ResponseLike, SendContext } from '../../lib/outbox/registry';
import { postKeys } from './api';
import { pictureForm } from './upload-picture';

/** A picture of a queued post: uploaded already (its url), or still a Blob. */
export type QueuedPicture = { url: string } | { blob: Blob; name: string };

export interface PostCreatePayload {
  post: Omit<PostInput, 'media'>;
  pictures: QueuedPicture[];
}

const IDEMPOTENCY = 'Idempotency-Key';

/** The new post at the top of the feed, before its waiting entry leaves the outbox. */
function showFirst(post: Post) {
  appQueryClient().setQueryData<InfiniteData<Page<Post>>>(postKeys.feed, (feed) => {
    if (!feed || feed.pages.length === 0) return feed;
    if (feed.pages.some((page) => page.content.some((held) => held.id === post.id))) return feed;
    const [first, ...rest] = feed.pages;
    return { ...feed, pages: [{ ...first!, content: [post, ...first!.content] }, ...rest] };
  });
}

export async function sendPostEntry(
  entry: OutboxEntry<PostCreatePayload>,
  ctx: SendContext,
): Promise<ResponseLike> {
  const key = ctx.headers[IDEMPOTENCY] ?? entry.id;
  const pictures = [...entry.payload.pictures];
  for (const [index, picture] of pictures.entries()) {
    if ('url' in picture) continue;
    const response = await fetch(apiUrl(POST_PATHS.picture), {
      method: 'POST',
      headers: { ...ctx.headers, [IDEMPOTENCY]: `${key}.picture-${index}` },
      body: pictureForm(picture.blob, picture.name),
      credentials: 'same-origin',
      signal: ctx.signal,
    });
    if (!response.ok) return response;
    const { url } = postPictureSchema.parse(await response.json());
    pictures[index] = { url };
    await pageOutbox().db.entries.update(entry.id, { payload: { ...entry.payload, pictures } });
  }
  const media = pictures.map((picture) => ({
    mediaType: 'image' as const,
    url: 'url' in picture ? picture.url : '',
  }));
  const response = await sendJson(POST_PATHS.list, 'POST', { ...entry.payload.post, media }, ctx);
  if (response.ok) {
    try {
      showFirst(postSchema.parse(await response.clone().json()));
    } catch {
      // A reply this build cannot read: the post is stored, and shows on the next fetch.
    }
  }
  return response;
}
