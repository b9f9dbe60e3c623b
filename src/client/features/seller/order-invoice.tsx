/**
 * A printable invoice of one order, as the seller sees it (their own lines of it): order
 * number and date, buyer and delivery contact, lines and totals. Print uses the browser's
 * print (and its print to PDF); the stylesheet prints the invoice alone.
 */
import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import type { Order } from '../../../contract/orders';
import { PAYMENT_METHOD_LABEL } from '../../../contract/orders-constants';
import { formatMoney } from '../../lib/money';
import { sellerOrderQuery } from './api';
import classes from './invoice.module.css';
import { formatDate } from '../../lib/dates';

export function OrderInvoice({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const order = useQuery(sellerOrderQuery(orderId));
  return (
    <Modal opened onClose={onClose} title={`Invoice of order ${orderId}`} size="lg">
      {order.isPending && <Skeleton height={240} />}
      {order.isError && <Text c="red">{order.error.message}</Text>}
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
              Close
            </Button>
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              Print
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function InvoiceSheet({ order }: { order: Order }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3}>Invoice</Title>
          <Text size="sm">Order {order.number}</Text>
          <Text size="sm">{formatDate(order.date, 'date')}</Text>
        </div>
        <div>
          <Text fw={600}>Deliver to</Text>
          <Text size="sm">{order.delivery.name}</Text>
          <Text size="sm">{order.delivery.phone}</Text>
          <Text size="sm">{order.delivery.address}</Text>
        </div>
      </Group>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.productName}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.price, line.currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.lineTotal, line.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm">Payment: {PAYMENT_METHOD_LABEL[order.payment.method]}</Text>
        <Text fw={700}>
          Total{' '}
          {formatMoney(
            order.lines.reduce((sum, line) => sum + line.lineTotal, 0),
            order.currency,
          )}
        </Text>
      </Group>
    </Stack>
  );
}
