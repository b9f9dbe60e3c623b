import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSessionOwner } from '../../../lib/current-user';
import { afterFirstScreen } from '../../../lib/load-late';
import { defineTexts, t } from '../../../../contract/i18n/texts';
import { ownerKey, useCartLines } from './cart-count';

/** Here rather than in texts.ts: every screen draws the header, few need the shop's words. */
const HEADER_CART_TEXT = defineTexts({
  empty: /*i18n*/ { id: 'Cart, empty' },
  lines: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {Cart, # line} other {Cart, # lines}}' }, { count }),
});

export function headerCartLabel(lines: number): string {
  return lines === 0 ? HEADER_CART_TEXT.empty : HEADER_CART_TEXT.lines(lines);
}

/**
 * The header's way to the cart, with how many lines it holds. The count is the one the cart
 * kept beside it (cart-count.ts), so the cart's database stays unloaded on screens that do not
 * show it. A member's cart that this device has not seen yet (a new device, a new sign-in) is
 * read from the server once the first screen is drawn, so it is back in the header.
 */
export function HeaderCart() {
  const memberId = useSessionOwner();
  const counted = useCartLines(ownerKey(memberId));
  useEffect(() => {
    if (memberId === null || counted !== null) return;
    let mounted = true;
    void afterFirstScreen()
      .then(() => (mounted ? import('./cart-server') : undefined))
      .then((server) => server?.readUnseenCart(memberId))
      .catch(() => {
        // Unreachable: the shop syncs when it opens.
      });
    return () => {
      mounted = false;
    };
  }, [memberId, counted]);
  const lines = counted ?? 0;
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
