import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { CART_TEXT } from '../texts';
import { useCart, useCartSync } from './use-cart';

/**
 * The shop's way to the cart, with how many units it holds. Opening the shop also syncs the
 * cart, so a visitor's cart joins the member's as soon as they come back after signing in.
 */
export function CartButton() {
  const cart = useCart();
  useCartSync(cart.memberId);
  const units = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Button
      renderRoot={(props) => <Link to="/products/cart" {...props} />}
      variant="light"
      leftSection={<IconShoppingCart size={16} aria-hidden />}
    >
      {units > 0 ? CART_TEXT.titleWithCount(units) : CART_TEXT.title}
    </Button>
  );
}
