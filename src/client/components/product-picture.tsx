import { Center } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ProductPicture as ProductPictureData } from '../../contract/products';
import { Picture } from './picture';

/** A product's picture in a square box, or a quiet placeholder of the same shape. */
export function ProductPicture({
  picture,
  alt,
  sizes,
  eager = false,
}: {
  picture: ProductPictureData | null;
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
    <Picture
      picture={picture}
      sizes={sizes}
      alt={alt}
      radius="sm"
      eager={eager}
      style={{ aspectRatio: '1', objectFit: 'cover', width: '100%' }}
    />
  );
}
