import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSessionOwner } from '../../../lib/current-user';
import { afterFirstScreen } from '../../../lib/load-late';
import { CART_TEXT } from '../texts';
import { ownerKey, useCartUnits } from './cart-count';
import { keepCartSynced } from './keep-cart-synced';

/**
 * The shop's way to the cart, with how many units it holds. The count is the one the cart kept
 * beside it (cart-count.ts), so the shop's first screen draws without the cart's database.
 * Once that screen is drawn the cart syncs, and again when the app is shown or back online, so
 * a visitor's cart joins the member's as soon as they come back after signing in; the database
 * loads for that only where this device holds a cart (keep-cart-synced.ts).
 */
export function CartButton() {
  const memberId = useSessionOwner();
  const units = useCartUnits(ownerKey(memberId)) ?? 0;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    void afterFirstScreen().then(() => {
      if (mounted) stop = keepCartSynced(memberId);
    });
    return () => {
      mounted = false;
      stop?.();
    };
  }, [memberId]);
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
