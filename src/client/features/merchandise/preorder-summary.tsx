/** What a pre-order is: jersey, size, sleeve, quantity, total, delivery and payment. */
import { Group, Stack, Text } from '@mantine/core';
import type { PreOrder } from '../../../contract/merchandise';
import {
  JERSEY_PAYMENT_LABEL,
  SLEEVE_LABEL,
  sizeOf,
} from '../../../contract/merchandise-constants';
import { DELIVERY_OPTION_LABEL } from '../../../contract/settings-constants';
import { formatMoney } from '../../lib/money';
import { PreOrderStatusBadge } from './preorder-status';
import { MERCHANDISE_SCREEN_TEXT as TEXT } from './texts';
import { formatDate } from '../../lib/dates';

const day = (iso: string) => formatDate(iso, 'date');

export function PreOrderSummary({ preOrder }: { preOrder: PreOrder }) {
  const { payment } = preOrder;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>
          #{preOrder.id} · {preOrder.jerseyName}
        </Text>
        <PreOrderStatusBadge status={preOrder.status} />
      </Group>
      <Text size="sm">
        {sizeOf(preOrder.size)?.label ?? preOrder.size} · {SLEEVE_LABEL[preOrder.sleeve]} ×{' '}
        {preOrder.quantity} · <b>{formatMoney(preOrder.total, preOrder.currency)}</b>
      </Text>
      <Text size="sm" c="dimmed">
        {DELIVERY_OPTION_LABEL[preOrder.delivery.option]} · {JERSEY_PAYMENT_LABEL[payment.method]}
        {payment.transactionId
          ? ` · ${payment.accountNumber ?? ''} / ${payment.transactionId}`
          : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {TEXT.placedOn(day(preOrder.createdAt))}
        {preOrder.paidAt ? ` · ${TEXT.paidOn(day(preOrder.paidAt))}` : ''}
      </Text>
    </Stack>
  );
}
