import type { IntroPicture as StoredIntroPicture } from '../../../contract/intro';
import { Picture } from '../../components/picture';

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
  picture: StoredIntroPicture;
  /** The `sizes` attribute: how wide the picture shows at each screen width. */
  sizes: string;
  className?: string;
  eager?: boolean;
  alt?: string;
}) {
  const largest = picture.sizes.at(-1);
  return (
    <Picture
      className={className}
      picture={picture}
      src={largest?.url ?? picture.url}
      sizes={sizes}
      alt={alt}
      eager={eager}
    />
  );
}
