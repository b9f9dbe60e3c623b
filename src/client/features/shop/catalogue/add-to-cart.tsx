import { Alert, Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { Product } from '../../../../contract/products';
import { useCurrentUser } from '../../../lib/current-user';
import { lazyNamed } from '../../../lib/lazy-named';
import { SHOP_TEXT } from '../texts';

// The cart lives in the device's database (Dexie): its code loads after the product is drawn,
// so a phone shows the product without first fetching and starting the database.
const CartControls = lazyNamed(() => import('./cart-controls'), 'CartControls');

/**
 * The quantity and "Add to cart"; to the product's own seller, who cannot order it (the server
 * refuses), a link to their products instead.
 */
export function AddToCart({ product }: { product: Product }) {
  const me = useCurrentUser();
  if (me && me.id === product.seller.id) {
    return (
      <Alert variant="light" color="gray" p="xs">
        <Group gap="xs" justify="space-between">
          <Text size="sm">{SHOP_TEXT.youSellThis}</Text>
          <Anchor
            renderRoot={(props) => (
              <Link to="/dashboard/ROLE_SELLER" search={{ tab: 'products' }} {...props} />
            )}
            size="sm"
            fw={600}
          >
            {SHOP_TEXT.yourProducts}
          </Anchor>
        </Group>
      </Alert>
    );
  }
  return (
    <Suspense fallback={<CartControlsPending />}>
      <CartControls product={product} />
    </Suspense>
  );
}

/** The stepper's room and the button, not yet usable, while the cart's code loads. */
function CartControlsPending() {
  return (
    <Group gap="sm" align="center">
      <Skeleton height={34} width={140} radius="sm" />
      <Button leftSection={<IconShoppingCartPlus size={18} aria-hidden />} disabled>
        {SHOP_TEXT.addToCart}
      </Button>
    </Group>
  );
}
