/**
 * The invoice states what was charged: for an order in every status, paid by every method, the
 * invoice computed from the order as its buyer, its seller and an admin read it adds up to the
 * order's stored total to the poisha, shows each rejected or cancelled line refunded, and ends
 * at the stored total less what went back (the charges too, once no line is left to deliver).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOf } from '../../src/contract/order-invoice';
import {
  findMove,
  ORDER_STATUSES,
  orderConfirmSchema,
  orderSchema,
  PAYMENT_METHODS,
  type OrderContinuation,
  type OrderStatus,
  type PaymentMethod,
} from '../../src/contract/orders';
import { isTransferMethod } from '../../src/contract/payments-constants';
import type { Product } from '../../src/contract/products';
import { confirm } from '../../src/server/modules/orders/checkout';
import { readClubSettings } from '../../src/server/modules/settings/read';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { addProduct, confirmation, PAYEE_ACCOUNTS, setPayeeAccounts } from './shop-fixtures';

let server: TestServer;
let seller: Member;
let rival: Member;
let buyer: Member;
let admin: Member;
let tube: Product;
let pump: Product;

beforeAll(async () => {
  server = await startTestServer();
  [seller, rival, buyer, admin] = await Promise.all([
    server.createMember('invoice_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('invoice_rival', { roles: ['ROLE_SELLER'] }),
    server.createMember('invoice_buyer'),
    server.createMember('invoice_admin', { roles: ['ROLE_ADMIN'] }),
  ]);
  await setPayeeAccounts(admin, { ...PAYEE_ACCOUNTS, rocket: '01911-223344' });
  // Charges with poisha, so a figure off by one shows.
  const charges = await admin.client.put('/api/settings', {
    serviceCharge: 1_050,
    deliveryCharges: { home: 7_025 },
  });
  expect(charges.statusCode, charges.body).toBe(200);
  [tube, pump] = await Promise.all([
    addProduct(seller, { price: 59_999, discountPrice: 54_950, quantityAvailable: 1000 }),
    addProduct(rival, { price: 240_000, quantityAvailable: 1000 }),
  ]);
});
afterAll(async () => server?.close());

const REASON = 'Out of stock in that size';

/** The seller's moves that bring a new line to each status. */
const PATH_TO: Record<OrderStatus, OrderContinuation[]> = {
  unconfirmed: [],
  confirmed: ['confirm'],
  shipped: ['confirm', 'ship'],
  completed: ['confirm', 'ship', 'finish'],
  rejected: ['reject'],
  cancelled: ['confirm', 'ship', 'cancel'],
};

async function moveTo(mover: Member, lineId: number, status: OrderStatus) {
  let current: OrderStatus = 'unconfirmed';
  for (const continuation of PATH_TO[status]) {
    const reply = await mover.client.post('/api/order/updateStatus', {
      id: lineId,
      currentStatus: current,
      continuation,
      note: continuation === 'reject' ? REASON : null,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    current = findMove(current, continuation)!.to;
  }
}

/** An order of a tube from the seller and a pump from the rival, paid by `method`. */
async function placeOrder(method: PaymentMethod): Promise<number> {
  const settings = await readClubSettings(server.app.db);
  const payment = isTransferMethod(method)
    ? { method, accountNumber: '01700-000000', transactionId: `TX${method}` }
    : { method };
  const input = orderConfirmSchema.parse(
    confirmation(
      [
        { product: tube, quantity: 3 },
        { product: pump, quantity: 1 },
      ],
      { serviceCharge: settings.serviceCharge, deliveryCharge: settings.deliveryCharges.home },
      { payment },
    ),
  );
  const auth = {
    id: buyer.id,
    username: buyer.username,
    roles: ['ROLE_USER' as const],
    canManageUsers: false,
    canDeletePosts: false,
    sessionId: '',
  };
  return confirm(server.app, auth, input);
}

async function linesOf(orderId: number) {
  return server.app.db
    .selectFrom('order_lines')
    .select(['id', 'seller_id', 'status', 'line_total'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Reads the order as its buyer, the tube's seller and an admin; checks each one's invoice. */
async function checkInvoices(orderId: number) {
  const stored = await server.app.db
    .selectFrom('orders')
    .select(['total', 'service_charge', 'delivery_charge'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const total = Number(stored.total);
  const lines = await linesOf(orderId);
  const off = (status: string) => status === 'rejected' || status === 'cancelled';
  const refundedLines = lines
    .filter((line) => off(line.status))
    .reduce((sum, line) => sum + Number(line.line_total), 0);
  const nothingLeft = lines.every((line) => off(line.status));
  const charges = Number(stored.service_charge) + Number(stored.delivery_charge);
  const refunded = refundedLines + (nothingLeft ? charges : 0);

  for (const reader of [buyer, seller, admin]) {
    const reply = await reader.client.get(`/api/order/${orderId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const order = orderSchema.parse(reply.json());
    const invoice = invoiceOf(order);
    const who = `${reader.username}, order ${orderId}`;
    expect(invoice.paid, who).toBe(total);
    expect(invoice.refunded, who).toBe(refunded);
    expect(invoice.charged, who).toBe(total - refunded);
    expect(invoice.chargesRefunded, who).toBe(nothingLeft);
    for (const row of invoice.lines) expect(row.charged, who).toBe(!off(row.line.status));
    // The seller sees their own line, and the rival's only as a sum.
    expect(invoice.lines.length, who).toBe(reader === seller ? 1 : 2);
    expect(invoice.otherSellers !== null, who).toBe(reader === seller);
  }
}

describe('the invoice of an order', () => {
  for (const method of PAYMENT_METHODS) {
    it(`paid by ${method}, with the tube's line in every status, adds up to the order's total`, async () => {
      for (const status of ORDER_STATUSES) {
        const orderId = await placeOrder(method);
        const [tubeLine] = await linesOf(orderId);
        await moveTo(seller, tubeLine!.id, status);
        await checkInvoices(orderId);
      }
    });
  }

  it('refunds the charges too once every line is rejected or cancelled', async () => {
    const orderId = await placeOrder('bkash');
    const [tubeLine, pumpLine] = await linesOf(orderId);
    await moveTo(seller, tubeLine!.id, 'rejected');
    await moveTo(rival, pumpLine!.id, 'cancelled');
    await checkInvoices(orderId);
    const order = orderSchema.parse((await buyer.client.get(`/api/order/${orderId}`)).json());
    expect(invoiceOf(order).charged).toBe(0);
  });

  it('of a re-run order (no charges) adds up as well', async () => {
    const orderId = await placeOrder('cash_on_delivery');
    const [tubeLine] = await linesOf(orderId);
    await moveTo(seller, tubeLine!.id, 'completed');
    const rerun = await seller.client.post('/api/order/updateStatus', {
      id: tubeLine!.id,
      currentStatus: 'completed',
      continuation: 'rerun',
    });
    expect(rerun.statusCode, rerun.body).toBe(200);
    const newOrderId = rerun.json<{ newOrderId: number }>().newOrderId;
    const [newLine] = await linesOf(newOrderId);
    await moveTo(seller, newLine!.id, 'rejected');
    const order = orderSchema.parse((await buyer.client.get(`/api/order/${newOrderId}`)).json());
    const invoice = invoiceOf(order);
    expect(invoice.paid).toBe(order.total);
    expect(invoice.charged).toBe(0);
  });
});
