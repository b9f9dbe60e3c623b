/** /products/checkout: the lines picked in the cart, ordered by a signed-in member. */
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { shopKeys } from '../api';
import { forgetLines } from '../cart/cart-store';
import { selectedTotal } from '../cart/cart-totals';
import { CheckoutForm } from './checkout-form';
import { CART_TEXT, CHECKOUT_TEXT } from '../texts';
import { useCart, useCartSync } from '../cart/use-cart';

export function CheckoutScreen() {
  const cart = useCart();
  const sync = useCartSync(cart.memberId);
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const chosen = selectedTotal(cart.lines).lines;
  const items = chosen.map((line) => ({ productId: line.productId, quantity: line.quantity }));

  const placed = async (orderNumber: string) => {
    // The server took these lines out of the member's cart with the order.
    await forgetLines(
      cart.owner,
      chosen.map((line) => line.productId),
    );
    sync();
    await queryClient.invalidateQueries({ queryKey: shopKeys.orders });
    await navigate({
      to: '/products/orders/$id',
      params: { id: orderNumber },
      search: { placed: true },
    });
  };

  return (
    <Container size={1000} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/products/cart" size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {CHECKOUT_TEXT.backToCart}
          </Group>
        </Anchor>
        <Title order={1} size="h3">
          {CHECKOUT_TEXT.title}
        </Title>
        {cart.memberId === null ? (
          <Alert variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{CHECKOUT_TEXT.signIn}</Text>
              <Button
                renderRoot={(props) => (
                  <Link to="/auth/signin" search={{ redirect: '/products/checkout' }} {...props} />
                )}
                size="xs"
              >
                {CART_TEXT.signIn}
              </Button>
            </Group>
          </Alert>
        ) : !cart.loaded ? (
          <Skeleton height={320} radius="md" />
        ) : items.length === 0 ? (
          <Alert variant="light" color="gray">
            {CHECKOUT_TEXT.nothingSelected}
          </Alert>
        ) : (
          <CheckoutForm
            // A new set of lines is a new checkout: the figures start again from the server.
            key={`${me?.id ?? ''}|${items.map((item) => `${item.productId}x${item.quantity}`).join(',')}`}
            items={items}
            contact={{
              name: me?.fullName ?? '',
              phone: me?.contact ?? '',
              address: me?.address ?? '',
            }}
            onPlaced={placed}
          />
        )}
      </Stack>
    </Container>
  );
}
