import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
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
  const viewCart = useRef<HTMLAnchorElement>(null);
  const focusCartLink = useRef(false);
  const shown = Math.min(quantity, Math.max(left, 1));
  // The cart's database comes right after the controls are drawn, so a line added at once is
  // kept with no signal too (the service worker keeps the file after that).
  useEffect(() => {
    void loadCartStore();
  }, []);
  // "Add to cart" is disabled while it adds (and stays so once the stock is all in the cart),
  // which drops the focus on the page's body: it goes on to the link the adding brings up, once
  // the cart's change has drawn it.
  useEffect(() => {
    if (!focusCartLink.current || busy || !viewCart.current) return;
    focusCartLink.current = false;
    viewCart.current.focus();
  });

  const add = async () => {
    setBusy(true);
    try {
      const { addToCart } = await loadCartStore();
      await addToCart(cart.owner, product, shown);
      setAdded(true);
      focusCartLink.current = true;
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
            <Anchor ref={viewCart} component={Link} to="/products/cart" size="sm" fw={600}>
              {SHOP_TEXT.viewCart}
            </Anchor>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
