/**
 * A stored picture (contract/pictures.ts) on the page: every width the server made in its
 * srcset, so the browser fetches the one that fits the box `sizes` describes; decoded off the
 * main thread; loaded when scrolled near unless `eager` (a picture in the first screen, which
 * is then fetched first). Everything else (box, radius, fit, style) is Mantine's Image.
 */
import { Image, type ElementProps, type ImageProps } from '@mantine/core';
import type { Picture as StoredPicture } from '../../contract/pictures';
import { pictureSrcSet } from '../../contract/picture-src-set';

type PictureProps = Omit<ImageProps, 'src'> &
  Omit<ElementProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'alt'> & {
    picture: Pick<StoredPicture, 'url' | 'sizes'>;
    /** The `sizes` attribute: how wide the box is at each screen width. */
    sizes: string;
    /** Said by screen readers; '' for a picture that only decorates. */
    alt: string;
    /** Shown in the first screen: fetched at once, and before other pictures. */
    eager?: boolean;
    /** For browsers that ignore srcset; the original by default. */
    src?: string;
  };

export function Picture({ picture, sizes, alt, eager = false, src, ...image }: PictureProps) {
  return (
    <Image
      src={src ?? picture.url}
      srcSet={pictureSrcSet(picture)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      {...image}
    />
  );
}
