import { Anchor, Badge, Card, Group, Stack, Text, Timeline } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OrderLine as Line } from '../../../../contract/orders';
import { ORDER_STATUS_LABEL } from '../../../../contract/orders-constants';
import { STATUS_COLOR } from '../../../components/order-status-color';
import { CancelLine } from './cancel-line';
import { formatMoney } from '../../../lib/money';
import { ORDERS_TEXT } from '../texts';
import { formatDate } from '../../../lib/dates';

/**
 * One line of the buyer's order: its product, seller, status, "Cancel this item" while it has
 * not shipped and, optionally, every move it made.
 */
export function OrderLineCard({ line, withHistory }: { line: Line; withHistory: boolean }) {
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={line.productName}>
      <Stack gap={6}>
        {/* With large text the state moves under the product's name. */}
        <Group justify="space-between" gap="xs" align="flex-start">
          <Anchor
            renderRoot={(props) => (
              <Link
                to="/products/productDetails/$id"
                params={{ id: String(line.pid) }}
                {...props}
              />
            )}
            fw={600}
            size="sm"
          >
            {line.productName}
          </Anchor>
          <Badge color={STATUS_COLOR[line.status]} variant="light" style={{ flexShrink: 0 }}>
            {ORDER_STATUS_LABEL[line.status]}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {line.quantity} × {formatMoney(line.price, line.currency)} ·{' '}
            <Anchor
              renderRoot={(props) => (
                <Link to="/people/profile/$id" params={{ id: String(line.seller.id) }} {...props} />
              )}
              size="sm"
            >
              {ORDERS_TEXT.soldBy(line.seller.fullName)}
            </Anchor>
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(line.lineTotal, line.currency)}
          </Text>
        </Group>
        {line.statusNote && (
          <Text size="sm" c="red">
            {line.status === 'rejected'
              ? ORDERS_TEXT.rejectedBecause(line.statusNote)
              : ORDERS_TEXT.note(line.statusNote)}
          </Text>
        )}
        <CancelLine line={line} />
        {withHistory && line.history.length > 0 && (
          <Stack gap={4} mt={4}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {ORDERS_TEXT.history}
            </Text>
            <Timeline
              active={line.history.length - 1}
              bulletSize={12}
              lineWidth={2}
              aria-label={ORDERS_TEXT.historyOf(line.productName)}
            >
              {line.history.map((entry) => (
                <Timeline.Item
                  key={`${entry.at}-${entry.to}`}
                  title={
                    <Text size="sm" fw={600}>
                      {ORDER_STATUS_LABEL[entry.to]}
                    </Text>
                  }
                  color={STATUS_COLOR[entry.to]}
                >
                  <Text size="xs" c="dimmed">
                    {formatDate(entry.at, 'dateTime')}
                    {entry.by ? ` · ${ORDERS_TEXT.by(entry.by.fullName)}` : ''}
                  </Text>
                  {entry.note && <Text size="xs">{ORDERS_TEXT.note(entry.note)}</Text>}
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
