/**
 * A printable invoice of one order, as the seller sees it (their own lines of it, the other
 * sellers' as one sum): order number and date, buyer and delivery contact, each line (a rejected
 * or cancelled one shown refunded), the charges, and what was paid, refunded and charged in the
 * end (`invoiceOf`, which adds up to the order's total). Print uses the browser's print (and its
 * print to PDF); the stylesheet prints the invoice alone.
 */
import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Modal } from '../../../components/overlays/modal';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import type { Order } from '../../../../contract/orders';
import { PAYMENT_METHOD_LABEL } from '../../../../contract/orders-constants';
import { formatMoney } from '../../../lib/money';
import { sellerOrderQuery } from './api';
import classes from './invoice.module.css';
import { formatDate } from '../../../lib/dates';
import { invoiceOf } from '../../../../contract/order-invoice';
import { INVOICE_TEXT, SHOP_OFFICE_TEXT } from './texts';
import { LoadFailed } from '../../../components/load-failed';

export function OrderInvoice({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const order = useQuery(sellerOrderQuery(orderId));
  return (
    <Modal opened onClose={onClose} title={INVOICE_TEXT.dialogTitle(orderId)} size="lg">
      {order.isPending && <Skeleton height={240} />}
      {order.isError && (
        <LoadFailed
          title={SHOP_OFFICE_TEXT.orderLoadFailed}
          error={order.error}
          onRetry={() => void order.refetch()}
        />
      )}
      {order.data && (
        <Stack gap="md">
          <InvoiceSheet order={order.data} />
          {createPortal(
            <div className={classes.printCopy}>
              <InvoiceSheet order={order.data} />
            </div>,
            document.body,
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {INVOICE_TEXT.close}
            </Button>
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {INVOICE_TEXT.print}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A figure under the lines: its label and amount, struck through when it went back. */
function Figure({
  label,
  amount,
  note,
  strong,
}: {
  label: string;
  amount: string;
  note?: string;
  strong?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td fw={strong ? 700 : undefined}>
        {label}
        {note && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({note})
          </Text>
        )}
      </Table.Td>
      <Table.Td
        ta="right"
        fw={strong ? 700 : undefined}
        td={note ? 'line-through' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}

function InvoiceSheet({ order }: { order: Order }) {
  const invoice = invoiceOf(order);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const chargesNote = invoice.chargesRefunded ? INVOICE_TEXT.chargesRefunded : undefined;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3}>{INVOICE_TEXT.title}</Title>
          <Text size="sm">{INVOICE_TEXT.order(order.number)}</Text>
          <Text size="sm">{formatDate(order.date, 'date')}</Text>
        </div>
        <div>
          <Text fw={600}>{INVOICE_TEXT.deliverTo}</Text>
          <Text size="sm">{order.delivery.name}</Text>
          <Text size="sm">{order.delivery.phone}</Text>
          <Text size="sm">{order.delivery.address}</Text>
        </div>
      </Group>
      {/* Two columns, the quantity and unit price under each product: it fits a phone. */}
      <Table aria-label={INVOICE_TEXT.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{INVOICE_TEXT.product}</Table.Th>
            <Table.Th ta="right">{INVOICE_TEXT.lineTotal}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map(({ line, charged }) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                {line.productName}
                <Text size="xs" c="dimmed">
                  {INVOICE_TEXT.quantityAt(line.quantity, money(line.price))}
                </Text>
                {!charged && (
                  <Text size="xs" c="red">
                    {INVOICE_TEXT.refundedLine(line.status)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td
                ta="right"
                td={charged ? undefined : 'line-through'}
                style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}
              >
                {money(line.lineTotal)}
              </Table.Td>
            </Table.Tr>
          ))}
          {invoice.otherSellers && (
            <Figure
              label={INVOICE_TEXT.otherSellers}
              amount={money(invoice.otherSellers.charged + invoice.otherSellers.refunded)}
            />
          )}
          {invoice.serviceCharge > 0 && (
            <Figure
              label={INVOICE_TEXT.serviceCharge}
              amount={money(invoice.serviceCharge)}
              note={chargesNote}
            />
          )}
          <Figure
            label={INVOICE_TEXT.deliveryCharge}
            amount={money(invoice.deliveryCharge)}
            note={chargesNote}
          />
          {invoice.refunded > 0 ? (
            <>
              <Figure label={INVOICE_TEXT.paid} amount={money(invoice.paid)} />
              <Figure label={INVOICE_TEXT.refunded} amount={`−${money(invoice.refunded)}`} />
              <Figure label={INVOICE_TEXT.charged} amount={money(invoice.charged)} strong />
            </>
          ) : (
            <Figure label={INVOICE_TEXT.total} amount={money(invoice.charged)} strong />
          )}
        </Table.Tbody>
      </Table>
      <Text size="sm">{INVOICE_TEXT.payment(PAYMENT_METHOD_LABEL[order.payment.method])}</Text>
    </Stack>
  );
}
