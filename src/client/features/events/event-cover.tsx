import { Center } from '@mantine/core';
import { IconBike } from '@tabler/icons-react';
import type { EventPicture } from '../../../contract/events';
import { Picture } from '../../components/picture';

/** A ride's cover, or a quiet placeholder of the same shape so lists do not jump. */
export function EventCover({
  picture,
  alt,
  sizes,
  ratio,
  eager = false,
  maxHeight,
}: {
  picture: EventPicture | null;
  alt: string;
  /** The `sizes` attribute: how wide the box is at each screen width. */
  sizes: string;
  /** Width / height. */
  ratio: number;
  eager?: boolean;
  /** On a wide screen a cover of the page's width would push everything below the fold. */
  maxHeight?: number;
}) {
  if (!picture) {
    return (
      <Center
        bg="var(--mantine-color-teal-light)"
        c="teal.7"
        style={{
          aspectRatio: String(ratio),
          width: '100%',
          maxHeight,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
        aria-hidden
      >
        <IconBike size={32} stroke={1.5} />
      </Center>
    );
  }
  return (
    <Picture
      picture={picture}
      sizes={sizes}
      alt={alt}
      eager={eager}
      radius="sm"
      style={{
        aspectRatio: String(ratio),
        objectFit: 'cover',
        width: '100%',
        height: 'auto',
        maxHeight: maxHeight,
      }}
    />
  );
}
