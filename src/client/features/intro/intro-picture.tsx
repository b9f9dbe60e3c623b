import type { IntroPicture as Picture } from '../../../contract/intro';
import { pictureSrcSet } from '../../lib/picture-src-set';

/**
 * A stored picture at the width the screen needs (srcset from the server's sizes), in a box of
 * fixed shape so nothing moves when it arrives. Pictures below the fold load when scrolled to.
 */
export function IntroPicture({
  picture,
  sizes,
  className,
  eager = false,
  alt = '',
}: {
  picture: Picture;
  /** The `sizes` attribute: how wide the picture shows at each screen width. */
  sizes: string;
  className?: string;
  eager?: boolean;
  alt?: string;
}) {
  const largest = picture.sizes.at(-1);
  return (
    <img
      className={className}
      src={largest?.url ?? picture.url}
      srcSet={pictureSrcSet(picture)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
