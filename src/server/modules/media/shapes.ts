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
 * A stored picture with every width the media module made of it, for srcset. The picture of
 * a post that is not public is linked with a key for its reader: it follows the post's privacy.
 */
export function toPostMedia(
  mediaType: 'image',
  mediaId: string,
  widthsJson: string,
  key?: string,
): PostMedia {
  const widths = (JSON.parse(widthsJson) as number[])
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  return {
    mediaType,
    url: mediaUrl(mediaId, undefined, key),
    sizes: widths.map((width) => ({ width, url: mediaUrl(mediaId, width, key) })),
  };
}
