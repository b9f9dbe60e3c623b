/**
 * A stored picture (contract/pictures.ts) as an img's srcset: every width the server made,
 * so the browser picks the one that fits the box; undefined when there is only the original.
 */
import type { Picture } from './pictures';

export function pictureSrcSet(picture: Pick<Picture, 'sizes'>): string | undefined {
  if (picture.sizes.length === 0) return undefined;
  return picture.sizes.map((size) => `${size.url} ${size.width}w`).join(', ');
}
