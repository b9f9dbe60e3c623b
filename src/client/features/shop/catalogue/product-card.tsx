import { Badge, Card, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Product } from '../../../../contract/products';
import { PriceTag } from './price-tag';
import cardLink from '../../../components/card-link.module.css';
import { ProductPicture } from '../../../components/product-picture';
import { stockColor, stockText } from './stock';
import { SHOP_TEXT } from '../texts';

/** Two cards a row on a phone, up to five on a wide screen. */
const CARD_SIZES = '(min-width: 62em) 20vw, (min-width: 48em) 30vw, 50vw';

export function ProductCard({
  product,
  currency,
  eager,
}: {
  product: Product;
  currency: string;
  eager?: boolean;
}) {
  return (
    <Card withBorder padding="xs" radius="md">
      <Card.Section>
        <ProductPicture
          picture={product.mainImage}
          alt={SHOP_TEXT.pictureAlt(product.name)}
          sizes={CARD_SIZES}
          eager={eager}
        />
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text
          renderRoot={(props) => (
            <Link
              to="/products/productDetails/$id"
              params={{ id: String(product.id) }}
              {...props}
            />
          )}
          className={cardLink.link}
          size="sm"
          fw={600}
          lineClamp={2}
        >
          {product.name}
        </Text>
        <PriceTag product={product} currency={currency} size="sm" />
        <Badge
          variant="light"
          color={stockColor(product.quantityAvailable)}
          size="sm"
          w="fit-content"
        >
          {stockText(product.quantityAvailable)}
        </Badge>
      </Stack>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card withBorder padding="xs" radius="md" aria-hidden>
      <Card.Section>
        <Skeleton style={{ aspectRatio: '1' }} h="auto" radius={0} />
      </Card.Section>
      <Stack gap={6} mt="xs">
        <Skeleton height={12} width="85%" />
        <Skeleton height={12} width="45%" />
        <Skeleton height={16} width="35%" />
      </Stack>
    </Card>
  );
}
