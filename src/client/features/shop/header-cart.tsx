import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { syncCart } from './cart-sync';
import { CART_TEXT } from './texts';
import { useCart } from './use-cart';

export function headerCartLabel(lines: number): string {
  if (lines === 0) return CART_TEXT.emptyHeaderLabel;
  return CART_TEXT.headerLabel(lines);
}

/**
 * The header's way to the cart, with how many lines it holds. Loaded after the first idle
 * moment (see shell/cart-badge.tsx), as the cart lives in IndexedDB through Dexie. A member's
 * cart is read from the server once per sign-in, so it is back in the header at once.
 */
export default function HeaderCart() {
  const cart = useCart();
  useEffect(() => {
    if (cart.memberId === null) return;
    syncCart(cart.memberId).catch(() => {
      // Unreachable: the device's copy is shown, and the shop syncs when it opens.
    });
  }, [cart.memberId]);
  const lines = cart.lines.length;
  return (
    <Indicator
      label={lines}
      disabled={lines === 0}
      size={16}
      offset={4}
      color="red"
      data-testid="header-cart-count"
      data-count={lines}
    >
      <ActionIcon
        renderRoot={(props) => <Link to="/products/cart" {...props} />}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={headerCartLabel(lines)}
      >
        <IconShoppingCart size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
