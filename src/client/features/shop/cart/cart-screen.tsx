/**
 * /products/cart (§2 user menu: Cart): the lines with picture, price, quantity (never past the
 * stock) and remove; the member picks which lines to order now and sees their total. Kept on
 * this device, offline too; a member's cart follows them to their other devices.
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { settingsQuery } from '../api';
import { CartLine } from './cart-line';
import { removeLine, setQuantity, setSelected } from './cart-store';
import { selectedTotal } from './cart-totals';
import { formatMoney } from '../../../lib/money';
import { CART_TEXT } from '../texts';
import { useCart, useCartSync } from './use-cart';

export function CartScreen() {
  const cart = useCart();
  const sync = useCartSync(cart.memberId);
  const settings = useQuery(settingsQuery);
  const currency = settings.data?.currency ?? cart.lines[0]?.product.currency ?? 'BDT';
  const chosen = selectedTotal(cart.lines);
  const unsent = cart.memberId !== null && cart.lines.some((line) => line.unsent);
  const available = cart.lines.filter((line) => line.product.quantityAvailable > 0);
  const allPicked = available.length > 0 && available.every((line) => line.selected);

  const change = (work: Promise<unknown>) =>
    void work.then(() => {
      if (cart.memberId !== null) sync();
    });

  return (
    <Container size={760} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h3">
            {CART_TEXT.title}
          </Title>
          {cart.memberId !== null && (
            <Anchor component={Link} to="/products/orders" size="sm">
              {CART_TEXT.myOrders}
            </Anchor>
          )}
        </Group>
        {!cart.loaded && (
          <Stack gap="sm" aria-hidden>
            {[0, 1].map((key) => (
              <Skeleton key={key} height={110} radius="md" />
            ))}
          </Stack>
        )}
        {cart.loaded && cart.lines.length === 0 && (
          <Stack align="center" py="xl" gap="sm">
            <Text c="dimmed">{CART_TEXT.empty}</Text>
            <Button component={Link} to="/shop" variant="light">
              {CART_TEXT.browse}
            </Button>
          </Stack>
        )}
        {unsent && (
          <Alert variant="light" color="gray" icon={<IconCloudUpload size={18} aria-hidden />}>
            {CART_TEXT.unsent}
          </Alert>
        )}
        {cart.lines.length > 0 && (
          <>
            <Checkbox
              label={CART_TEXT.selectAll}
              checked={allPicked}
              indeterminate={!allPicked && available.some((line) => line.selected)}
              onChange={() =>
                change(
                  setSelected(
                    cart.owner,
                    available.map((line) => line.productId),
                    !allPicked,
                  ),
                )
              }
            />
            <Stack
              gap="sm"
              component="ul"
              aria-label={CART_TEXT.title}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {cart.lines.map((line) => (
                <CartLine
                  key={line.productId}
                  line={line}
                  currency={currency}
                  onQuantity={(quantity) =>
                    change(setQuantity(cart.owner, line.productId, quantity))
                  }
                  onSelect={(selected) =>
                    change(setSelected(cart.owner, [line.productId], selected))
                  }
                  onRemove={() => change(removeLine(cart.owner, line.productId))}
                />
              ))}
            </Stack>
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text>{CART_TEXT.selectedTotal(chosen.lines.length)}</Text>
                  <Text fw={700} size="lg" data-testid="cart-total">
                    {formatMoney(chosen.total, currency)}
                  </Text>
                </Group>
                {chosen.lines.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {CART_TEXT.nothingSelected}
                  </Text>
                )}
                {cart.memberId === null ? (
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{CART_TEXT.signInToCheckout}</Text>
                    <Button
                      renderRoot={(props) => (
                        <Link
                          to="/auth/signin"
                          search={{ redirect: '/products/cart' }}
                          {...props}
                        />
                      )}
                    >
                      {CART_TEXT.signIn}
                    </Button>
                  </Group>
                ) : chosen.lines.length > 0 ? (
                  <Button component={Link} to="/products/checkout" size="md">
                    {CART_TEXT.checkout}
                  </Button>
                ) : (
                  <Button size="md" disabled>
                    {CART_TEXT.checkout}
                  </Button>
                )}
              </Stack>
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
