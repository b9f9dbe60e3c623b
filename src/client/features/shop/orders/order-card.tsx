import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../../../contract/orders';
import { formatMoney } from '../../../lib/money';
import { OrderLineCard } from './order-line';
import { ORDERS_TEXT } from '../texts';
import { formatDate } from '../../../lib/dates';

/** An order in "My orders": number, date, total and each line with its status and history. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={ORDERS_TEXT.orderTitle(order.number)}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="baseline">
          <Title order={2} size="h5">
            <Anchor
              renderRoot={(props) => (
                <Link to="/products/orders/$id" params={{ id: String(order.id) }} {...props} />
              )}
              inherit
            >
              {ORDERS_TEXT.orderTitle(order.number)}
            </Anchor>
          </Title>
          <Text fw={700}>{formatMoney(order.total, order.currency)}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {ORDERS_TEXT.placedOn(formatDate(order.date, 'dateTime'))}
        </Text>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {order.lines.map((line) => (
            <OrderLineCard key={line.id} line={line} withHistory />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
