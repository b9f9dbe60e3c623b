import { Group, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import type { Product } from '../../../../contract/products';
import { formatMoney } from '../../../lib/money';
import { SHOP_TEXT } from '../texts';

/** The price charged, with the list price struck through beside it when there is a discount. */
export function PriceTag({
  product,
  currency,
  size = 'md',
}: {
  product: Pick<Product, 'price' | 'discountPrice'>;
  currency: string;
  size?: MantineSize;
}) {
  const discounted = product.discountPrice !== null;
  return (
    <Group gap={6} align="baseline" wrap="wrap">
      <Text size={size} fw={700} c={discounted ? 'red' : undefined}>
        {formatMoney(product.discountPrice ?? product.price, currency)}
      </Text>
      {discounted && (
        <Text size="sm" c="dimmed" td="line-through">
          <VisuallyHidden>{SHOP_TEXT.listPrice} </VisuallyHidden>
          {formatMoney(product.price, currency)}
        </Text>
      )}
    </Group>
  );
}
