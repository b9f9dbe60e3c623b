import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Product } from '../../../../contract/products';
import { QuantityStepper } from '../quantity-stepper';
import { SHOP_TEXT } from '../texts';
import { loadCartStore } from '../cart/load-cart-store';
import { useCart, useCartSync } from '../cart/use-cart';

/**
 * What the cart already holds counts against the stock, so the stepper stops where the cart
 * would pass it. Works offline; a member's cart syncs later.
 */
export function CartControls({ product }: { product: Product }) {
  const cart = useCart();
  const sync = useCartSync(cart.memberId, { late: true });
  const held = cart.lines.find((line) => line.productId === product.id)?.quantity ?? 0;
  const left = Math.max(product.quantityAvailable - held, 0);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const shown = Math.min(quantity, Math.max(left, 1));
  // The cart's database comes right after the controls are drawn, so a line added at once is
  // kept with no signal too (the service worker keeps the file after that).
  useEffect(() => {
    void loadCartStore();
  }, []);

  const add = async () => {
    setBusy(true);
    try {
      const { addToCart } = await loadCartStore();
      await addToCart(cart.owner, product, shown);
      setAdded(true);
      setQuantity(1);
      sync();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <QuantityStepper value={shown} max={left} onChange={setQuantity} />
        <Button
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          disabled={left === 0 || !cart.loaded}
          loading={busy}
          onClick={() => void add()}
        >
          {SHOP_TEXT.addToCart}
        </Button>
      </Group>
      {held > 0 && (
        <Alert variant="light" color={added ? 'teal' : 'gray'} p="xs" aria-live="polite">
          <Group gap="xs" justify="space-between">
            <Text size="sm">{added ? SHOP_TEXT.added(product.name) : SHOP_TEXT.inCart(held)}</Text>
            <Anchor component={Link} to="/products/cart" size="sm" fw={600}>
              {SHOP_TEXT.viewCart}
            </Anchor>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
