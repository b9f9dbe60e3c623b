import { ActionIcon, Anchor, Box, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { unitPriceOf } from '../../../../contract/products-constants';
import type { StoredCartLine } from './cart-db';
import { lineTotal } from './cart-totals';
import { formatMoney } from '../../../lib/money';
import { ProductPicture } from '../../../components/product-picture';
import { QuantityStepper } from '../quantity-stepper';
import { stockColor, stockText } from '../catalogue/stock';
import { CART_TEXT, SHOP_TEXT } from '../texts';

export function CartLine({
  line,
  currency,
  onQuantity,
  onSelect,
  onRemove,
}: {
  line: StoredCartLine;
  currency: string;
  onQuantity: (quantity: number) => void;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
}) {
  const { product } = line;
  const soldOut = product.quantityAvailable <= 0;
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={product.name}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Checkbox
          mt={4}
          aria-label={CART_TEXT.select(product.name)}
          checked={line.selected && !soldOut}
          disabled={soldOut}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
        <Box w={{ base: 64, sm: 88 }} style={{ flexShrink: 0 }}>
          <ProductPicture
            picture={product.mainImage}
            alt={SHOP_TEXT.pictureAlt(product.name)}
            sizes="88px"
          />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Anchor
              renderRoot={(props) => (
                <Link
                  to="/products/productDetails/$id"
                  params={{ id: String(product.id) }}
                  {...props}
                />
              )}
              fw={600}
              size="sm"
              lineClamp={2}
            >
              {product.name}
            </Anchor>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={CART_TEXT.remove(product.name)}
              onClick={onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Group gap="xs">
            <Text size="sm">
              {CART_TEXT.unitPrice} {formatMoney(unitPriceOf(product), currency)}
            </Text>
            <Text size="xs" c={stockColor(product.quantityAvailable)} fw={500}>
              {stockText(product.quantityAvailable)}
            </Text>
          </Group>
          {soldOut ? (
            <Text size="sm" c="red">
              {CART_TEXT.soldOut}
            </Text>
          ) : (
            <Group justify="space-between" gap="xs">
              <QuantityStepper
                value={line.quantity}
                max={product.quantityAvailable}
                label={SHOP_TEXT.quantityOf(product.name)}
                onChange={onQuantity}
              />
              <Text fw={700} aria-label={CART_TEXT.lineTotalOf(product.name)}>
                {formatMoney(lineTotal(line), currency)}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
