/** How stored pictures are addressed and described to clients, for every module that shows one. */
import { API_PREFIX, MEDIA_PATH } from '../../../contract/api-paths';
import type { PostMedia } from '../../../contract/posts';

/** A picture's address; `key` when the link is made for one reader (media/access.ts). */
export function mediaUrl(mediaId: string, width?: number, key?: string): string {
  const query = new URLSearchParams();
  if (width !== undefined) query.set('w', String(width));
  if (key !== undefined) query.set('key', key);
  const search = query.toString();
  return `${API_PREFIX}${MEDIA_PATH}/${mediaId}${search ? `?${search}` : ''}`;
}

/**
 * A stored picture's address and every width the media module made of it, for srcset. `key`
 * links it for one reader (a post that is not public: the picture follows the post's privacy).
 */
export function pictureSizes(
  mediaId: string,
  widthsJson: string | null | undefined,
  key?: string,
): { url: string; sizes: { width: number; url: string }[] } {
  const widths = (JSON.parse(widthsJson ?? '[]') as number[])
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  return {
    url: mediaUrl(mediaId, undefined, key),
    sizes: widths.map((width) => ({ width, url: mediaUrl(mediaId, width, key) })),
  };
}

/** A post's picture: a stored picture, linked for the reader. */
export function toPostMedia(
  mediaType: 'image',
  mediaId: string,
  widthsJson: string,
  key?: string,
): PostMedia {
  return { mediaType, ...pictureSizes(mediaId, widthsJson, key) };
}
