import { Group, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { Product } from '../../../../contract/products';
import { ProductPicture } from '../../../components/product-picture';
import { SHOP_TEXT } from '../texts';

/** The main picture large, the gallery's pictures as thumbnails that take its place. */
export function ProductGallery({ product }: { product: Product }) {
  const pictures = [product.mainImage, ...product.galleryImages].filter(
    (picture) => picture !== null,
  );
  const [shown, setShown] = useState(0);
  const current = pictures[Math.min(shown, pictures.length - 1)] ?? null;
  return (
    <Stack gap="xs">
      <ProductPicture
        picture={current}
        alt={SHOP_TEXT.pictureAlt(product.name)}
        sizes="(min-width: 48em) 45vw, 100vw"
        eager
      />
      {pictures.length > 1 && (
        <Group gap={6} role="group" aria-label={SHOP_TEXT.galleryLabel}>
          {pictures.map((picture, index) => (
            <UnstyledButton
              key={picture.url}
              w={64}
              aria-label={SHOP_TEXT.showPicture(index + 1)}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                outline:
                  index === shown ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                outlineOffset: 2,
              }}
            >
              <ProductPicture picture={picture} alt="" sizes="64px" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
