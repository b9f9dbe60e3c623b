import { Center, Image } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ProductPicture as Picture } from '../../contract/products';
import { pictureSrcSet } from '../lib/picture-src-set';

/** A product's picture in a square box, or a quiet placeholder of the same shape. */
export function ProductPicture({
  picture,
  alt,
  sizes,
  eager = false,
}: {
  picture: Picture | null;
  alt: string;
  /** The `sizes` attribute: how wide the box is at each screen width. */
  sizes: string;
  eager?: boolean;
}) {
  if (!picture) {
    return (
      <Center
        bg="gray.1"
        c="gray.6"
        style={{ aspectRatio: '1', width: '100%', borderRadius: 'var(--mantine-radius-sm)' }}
        aria-hidden
      >
        <IconPhotoOff size={32} stroke={1.5} />
      </Center>
    );
  }
  return (
    <Image
      src={picture.url}
      srcSet={pictureSrcSet(picture)}
      sizes={sizes}
      alt={alt}
      radius="sm"
      loading={eager ? 'eager' : 'lazy'}
      style={{ aspectRatio: '1', objectFit: 'cover', width: '100%' }}
    />
  );
}
