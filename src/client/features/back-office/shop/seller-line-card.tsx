/**
 * One of the seller's order lines: product and customer (linked), quantity, price, date,
 * status, the delivery contact and payment of its order (for a transfer, the account the buyer
 * paid from and the transaction id, to check against the club's account), the buttons of the
 * moves it allows, and on expand the history of its moves and the printable invoice.
 */
import { Anchor, Badge, Button, Card, Collapse, Group, Stack, Text, Timeline } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFileInvoice } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { LineToShip } from '../../../../contract/orders';
import { ORDER_STATUS_LABEL, PAYMENT_METHOD_LABEL } from '../../../../contract/orders-constants';
import { PAYMENT_TEXT } from '../../../../contract/payments-constants';
import { formatMoney } from '../../../lib/money';
import { STATUS_COLOR } from '../../../components/order-status-color';
import { LineMoves } from './line-moves';
import { SELLER_LINE_TEXT } from './line-texts';
import { OrderInvoice } from './order-invoice';
import { formatDate } from '../../../lib/dates';
import { textAround } from './text-around';
import { LINE_TEXT } from './texts';

function DeliveryAndPayment({ line }: { line: LineToShip }) {
  const { name, phone, address } = line.delivery;
  const { method, accountNumber, transactionId } = line.payment;
  return (
    <>
      <Text size="sm">
        {LINE_TEXT.deliverTo(name)} · <Anchor href={`tel:${phone}`}>{phone}</Anchor> · {address}
      </Text>
      <Text size="sm" data-testid="order-payment">
        {PAYMENT_METHOD_LABEL[method]}
        {accountNumber && ` · ${PAYMENT_TEXT.paidFrom} ${accountNumber}`}
        {transactionId && ` · ${PAYMENT_TEXT.transaction} ${transactionId}`}
      </Text>
    </>
  );
}

export function SellerLineCard({ line }: { line: LineToShip }) {
  const [open, { toggle }] = useDisclosure(false);
  const [invoice, invoiceShown] = useDisclosure(false);
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="li"
      aria-label={LINE_TEXT.cardLabel(line.id)}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor
              renderRoot={(props) => (
                <Link
                  to="/products/productDetails/$id"
                  params={{ id: String(line.pid) }}
                  {...props}
                />
              )}
              fw={600}
            >
              {line.productName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {LINE_TEXT.orderAt(line.orderId, formatDate(line.date, 'dateTime'))}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[line.status]} variant="light" style={{ flexShrink: 0 }}>
            {ORDER_STATUS_LABEL[line.status]}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {textAround(
              (customer) =>
                LINE_TEXT.quantityFor(
                  line.quantity,
                  formatMoney(line.price, line.currency),
                  customer,
                ),
              <Anchor
                renderRoot={(props) => (
                  <Link
                    to="/people/profile/$id"
                    params={{ id: String(line.customer.id) }}
                    {...props}
                  />
                )}
              >
                {line.customer.fullName}
              </Anchor>,
            )}
          </Text>
          <Text fw={600}>{formatMoney(line.lineTotal, line.currency)}</Text>
        </Group>
        <DeliveryAndPayment line={line} />
        {line.statusNote && (
          <Text size="sm" c="red">
            {LINE_TEXT.note(line.statusNote)}
          </Text>
        )}
        <LineMoves line={line} />
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={toggle}
            aria-expanded={open}
            aria-label={SELLER_LINE_TEXT.historyNamed(line)}
            rightSection={
              open ? (
                <IconChevronUp size={14} aria-hidden />
              ) : (
                <IconChevronDown size={14} aria-hidden />
              )
            }
          >
            {SELLER_LINE_TEXT.history}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFileInvoice size={14} aria-hidden />}
            onClick={invoiceShown.open}
            aria-label={SELLER_LINE_TEXT.invoiceNamed(line)}
          >
            {SELLER_LINE_TEXT.invoice}
          </Button>
        </Group>
        <Collapse expanded={open}>
          <Timeline bulletSize={12} lineWidth={2} mt="xs">
            {line.history.map((entry, index) => (
              <Timeline.Item key={index} title={ORDER_STATUS_LABEL[entry.to]}>
                <Text size="xs" c="dimmed">
                  {formatDate(entry.at, 'dateTime')}
                  {entry.by ? ` · ${entry.by.fullName}` : ''}
                </Text>
                {entry.note && <Text size="xs">{entry.note}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Collapse>
      </Stack>
      {invoice && <OrderInvoice orderId={line.orderId} onClose={invoiceShown.close} />}
    </Card>
  );
}
