/**
 * Cart and checkout over HTTP: a cart line never holds more than the stock, a signed-out cart
 * merges capped at the stock, the server prices every order itself and refuses figures that
 * differ from its own (409 with its figures), stock is taken for all lines or none, never
 * oversold under concurrent checkouts, and a retried confirmation places one order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_ERROR_CODE,
  ORDER_TEXT,
  orderPageSchema,
  orderQuoteSchema,
  orderSchema,
  priceChangedReplySchema,
} from '../../src/contract/orders';
import { PAYMENT_TEXT, PAYMENT_VALIDATION } from '../../src/contract/payments';
import type { Product } from '../../src/contract/products';
import { cartSchema } from '../../src/contract/shop-cart';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { addProduct, confirmation, PAYEE_ACCOUNTS, setPayeeAccounts } from './shop-fixtures';

let server: TestServer;
let seller: Member;
let buyer: Member;
let admin: Member;

/** The charges of a fresh install for home delivery, with a service charge set by an admin. */
const charges = { serviceCharge: 1500, deliveryCharge: 7000 };

beforeAll(async () => {
  server = await startTestServer();
  [seller, buyer, admin] = await Promise.all([
    server.createMember('shop_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('shop_buyer'),
    server.createMember('shop_admin', { roles: ['ROLE_ADMIN'] }),
  ]);
  const set = await admin.client.put('/api/settings', { serviceCharge: charges.serviceCharge });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => server?.close());

async function stockOf(product: Product): Promise<number> {
  return (await server.client().get(`/api/product/${product.id}`)).json().quantityAvailable;
}

async function orderCount(): Promise<number> {
  const row = await server.app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the cart', () => {
  let helmet: Product;
  let gloves: Product;

  beforeAll(async () => {
    helmet = await addProduct(seller, { name: 'Helmet', price: 450000, quantityAvailable: 3 });
    gloves = await addProduct(seller, { name: 'Gloves', price: 90000, quantityAvailable: 10 });
  });

  it('is for signed-in members', async () => {
    expect((await server.client().get('/api/cart')).statusCode).toBe(401);
  });

  it('sets quantities, never past the stock, and removes lines', async () => {
    let reply = await buyer.client.put('/api/cart/lines', { productId: helmet.id, quantity: 5 });
    expect(reply.statusCode, reply.body).toBe(200);
    let cart = cartSchema.parse(reply.json());
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([[helmet.id, 3]]);
    expect(cart).toMatchObject({ itemsTotal: 3 * 450000, currency: 'BDT' });

    reply = await buyer.client.put('/api/cart/lines', { productId: gloves.id, quantity: 2 });
    cart = cartSchema.parse(reply.json());
    expect(cart.lines).toHaveLength(2);

    reply = await buyer.client.delete(`/api/cart/lines/${helmet.id}`);
    cart = cartSchema.parse(reply.json());
    expect(cart.lines.map((line) => line.productId)).toEqual([gloves.id]);

    // The same cart on another device of the member.
    const other = server.client(buyer.token);
    expect(cartSchema.parse((await other.get('/api/cart')).json()).lines).toHaveLength(1);
    await buyer.client.delete(`/api/cart/lines/${gloves.id}`);
  });

  it('refuses a product out of stock or not sold', async () => {
    const gone = await addProduct(seller, { name: 'Sold out bell', quantityAvailable: 0 });
    const empty = await buyer.client.put('/api/cart/lines', { productId: gone.id, quantity: 1 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(ORDER_TEXT.outOfStock('Sold out bell', 0));
    const missing = await buyer.client.put('/api/cart/lines', { productId: 999999, quantity: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps a seller's own products out of their cart and their orders", async () => {
    const own = await seller.client.put('/api/cart/lines', { productId: helmet.id, quantity: 1 });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(ORDER_TEXT.ownProduct('Helmet'));
    const merged = await seller.client.post('/api/cart/merge', {
      lines: [{ productId: helmet.id, quantity: 1 }],
    });
    expect(cartSchema.parse(merged.json()).lines).toEqual([]);
    const before = await orderCount();
    const order = await seller.client.post(
      '/api/order/confirm',
      confirmation([{ product: gloves, quantity: 1 }], charges),
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().fieldErrors).toEqual({
      'orderItems.0.productId': ORDER_TEXT.ownProduct('Gloves'),
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(gloves)).toBe(10);
  });

  it("merges a signed-out cart's lines, adding to what is there, capped at the stock", async () => {
    const merger = await server.createMember('shop_merger');
    await merger.client.put('/api/cart/lines', { productId: helmet.id, quantity: 2 });
    const reply = await merger.client.post('/api/cart/merge', {
      lines: [
        { productId: helmet.id, quantity: 2 },
        { productId: gloves.id, quantity: 4 },
        { productId: 999999, quantity: 1 },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const cart = cartSchema.parse(reply.json());
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [helmet.id, 3],
      [gloves.id, 4],
    ]);
  });
});

describe('checkout', () => {
  it("quotes the server's figures: discount prices, the service and delivery charges", async () => {
    const saddle = await addProduct(seller, {
      name: 'Saddle',
      price: 250000,
      discountPrice: 199900,
    });
    const reply = await server.client().post('/api/order/quote', {
      orderItems: [{ productId: saddle.id, quantity: 2 }],
      deliveryOption: 'courier',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(orderQuoteSchema.parse(reply.json())).toMatchObject({
      itemsTotal: 399800,
      discount: 100200,
      serviceCharge: 1500,
      deliveryCharge: 11000,
      total: 399800 + 1500 + 11000,
      currency: 'BDT',
    });
  });

  it('places an order: the number as text, stock taken, the cart emptied, in My orders', async () => {
    const lamp = await addProduct(seller, {
      name: 'Front lamp',
      price: 120000,
      quantityAvailable: 4,
    });
    const pump = await addProduct(seller, {
      name: 'Floor pump',
      price: 300000,
      discountPrice: 250000,
      quantityAvailable: 2,
    });
    const bell = await addProduct(seller, { name: 'Bell', price: 20000 });
    for (const product of [lamp, pump, bell]) {
      await buyer.client.put('/api/cart/lines', { productId: product.id, quantity: 1 });
    }
    const reply = await buyer.client.post(
      '/api/order/confirm',
      confirmation(
        [
          { product: lamp, quantity: 3 },
          { product: pump, quantity: 1 },
        ],
        charges,
      ),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    const number = reply.body;
    expect(number).toMatch(/^\d+$/);

    expect(await stockOf(lamp)).toBe(1);
    expect(await stockOf(pump)).toBe(1);
    const cart = cartSchema.parse((await buyer.client.get('/api/cart')).json());
    expect(cart.lines.map((line) => line.productId)).toEqual([bell.id]);

    const order = orderSchema.parse((await buyer.client.get(`/api/order/${number}`)).json());
    expect(order).toMatchObject({
      number,
      customerId: buyer.id,
      itemsTotal: 360000 + 250000,
      discount: 50000,
      serviceCharge: 1500,
      deliveryCharge: 7000,
      total: 610000 + 8500,
      currency: 'BDT',
      delivery: { option: 'home', name: 'Nusrat Jahan' },
      payment: { method: 'cash_on_delivery', accountNumber: null, transactionId: null },
    });
    expect(order.lines.map((line) => [line.pid, line.quantity, line.price, line.status])).toEqual([
      [lamp.id, 3, 120000, 'unconfirmed'],
      [pump.id, 1, 250000, 'unconfirmed'],
    ]);
    expect(order.lines[0]).toMatchObject({ cid: buyer.id, sellerId: seller.id });
    expect(order.lines[0]!.history).toMatchObject([
      { from: null, to: 'unconfirmed', by: { id: buyer.id } },
    ]);

    const mine = orderPageSchema.parse((await buyer.client.get('/api/order')).json());
    expect(mine.content.map((item) => item.number)).toContain(number);
    expect(mine.size).toBe(10);
    const stranger = await server.createMember('shop_stranger');
    expect((await stranger.client.get(`/api/order/${number}`)).statusCode).toBe(404);
    expect((await seller.client.get(`/api/order/${number}`)).statusCode).toBe(200);
  });

  describe('tampered figures are refused with the server’s own, and nothing is written', () => {
    let chain: Product;
    beforeAll(async () => {
      chain = await addProduct(seller, {
        name: 'KMC chain',
        price: 180000,
        discountPrice: 160000,
        quantityAvailable: 5,
      });
    });

    const honest = () => confirmation([{ product: chain, quantity: 2 }], charges);
    const tampered = {
      'a lower unit price': () => ({
        ...honest(),
        orderItems: [{ productId: chain.id, quantity: 2, price: 100 }],
      }),
      'the list price instead of the discount price': () => ({
        ...honest(),
        orderItems: [{ productId: chain.id, quantity: 2, price: 180000 }],
      }),
      'no service charge': () => ({ ...honest(), serviceCharge: 0 }),
      'a lower delivery charge': () => ({ ...honest(), deliveryCharge: 1000 }),
      'the pick-up charge for home delivery': () => ({ ...honest(), deliveryCharge: 0 }),
      'a larger discount': () => ({ ...honest(), discount: 90000 }),
    };

    for (const [name, payload] of Object.entries(tampered)) {
      it(name, async () => {
        const before = await orderCount();
        const reply = await buyer.client.post('/api/order/confirm', payload());
        expect(reply.statusCode, reply.body).toBe(409);
        const body = priceChangedReplySchema.parse(reply.json());
        expect(body.code).toBe(ORDER_ERROR_CODE.priceChanged);
        expect(body.message).toBe(ORDER_TEXT.priceChanged);
        expect(body.quote).toMatchObject({
          lines: [{ productId: chain.id, price: 160000, listPrice: 180000, quantity: 2 }],
          itemsTotal: 320000,
          discount: 40000,
          serviceCharge: 1500,
          deliveryCharge: 7000,
          total: 328500,
        });
        expect(await orderCount()).toBe(before);
        expect(await stockOf(chain)).toBe(5);
      });
    }

    it('the honest figures go through', async () => {
      const reply = await buyer.client.post('/api/order/confirm', honest());
      expect(reply.statusCode, reply.body).toBe(201);
      expect(await stockOf(chain)).toBe(3);
    });
  });

  it('takes stock for all lines or none', async () => {
    const plenty = await addProduct(seller, { name: 'Tube', price: 40000, quantityAvailable: 50 });
    const scarce = await addProduct(seller, { name: 'Tyre', price: 300000, quantityAvailable: 1 });
    const before = await orderCount();
    const reply = await buyer.client.post(
      '/api/order/confirm',
      confirmation(
        [
          { product: plenty, quantity: 5 },
          { product: scarce, quantity: 2 },
        ],
        charges,
      ),
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      code: ORDER_ERROR_CODE.outOfStock,
      message: ORDER_TEXT.outOfStock('Tyre', 1),
      fieldErrors: { 'orderItems.1.quantity': ORDER_TEXT.outOfStock('Tyre', 1) },
    });
    expect(await stockOf(plenty)).toBe(50);
    expect(await stockOf(scarce)).toBe(1);
    expect(await orderCount()).toBe(before);
  });

  it('20 concurrent checkouts for the last 5 units make exactly 5 orders', async () => {
    const last = await addProduct(seller, {
      name: 'Last jersey',
      price: 150000,
      quantityAvailable: 5,
    });
    const buyers = await Promise.all([
      server.createMember('rush_one'),
      server.createMember('rush_two'),
    ]);
    const before = await orderCount();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        buyers[index % 2]!.client.post(
          '/api/order/confirm',
          confirmation([{ product: last, quantity: 1 }], charges),
        ),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await stockOf(last)).toBe(0);
    expect(await orderCount()).toBe(before + 5);
    const sold = await server.app.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('n'))
      .where('product_id', '=', last.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(5);
  });

  it('honours Idempotency-Key: a retry gets the same order number and places nothing', async () => {
    const tool = await addProduct(seller, {
      name: 'Multi-tool',
      price: 99000,
      quantityAvailable: 9,
    });
    const payload = confirmation([{ product: tool, quantity: 1 }], charges);
    const key = randomUUID();
    const send = (body: unknown) =>
      buyer.client.request({
        method: 'POST',
        url: '/api/order/confirm',
        payload: body as object,
        headers: { 'idempotency-key': key },
      });
    const first = await send(payload);
    expect(first.statusCode, first.body).toBe(201);
    const before = await orderCount();
    const retry = await send(payload);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(tool)).toBe(8);
    const other = await send({
      ...payload,
      orderItems: [{ ...payload.orderItems[0]!, quantity: 2 }],
    });
    expect(other.statusCode).toBe(422);
  });

  it('takes a transfer only by a method the club has an account for', async () => {
    await setPayeeAccounts(admin, { manual_transfer: '', bkash: PAYEE_ACCOUNTS.bkash });
    const tube = await addProduct(seller, { name: 'Inner tube', price: 4000 });
    const base = confirmation([{ product: tube, quantity: 1 }], charges);
    const paid = { accountNumber: '01712000000', transactionId: 'TX1' };
    const bank = await buyer.client.post('/api/order/confirm', {
      ...base,
      payment: { method: 'manual_transfer', ...paid },
    });
    expect(bank.statusCode).toBe(400);
    expect(bank.json().fieldErrors).toEqual({
      'payment.method': PAYMENT_TEXT.notTaken('manual_transfer'),
    });
    const bkash = await buyer.client.post('/api/order/confirm', {
      ...base,
      payment: { method: 'bkash', ...paid },
    });
    expect(bkash.statusCode, bkash.body).toBe(201);
    // The refused order took no stock.
    const left = (await server.client().get(`/api/product/${tube.id}`)).json().quantityAvailable;
    expect(left).toBe(tube.quantityAvailable - 1);
  });

  it('needs the account and transaction id of a manual transfer, and a session', async () => {
    await setPayeeAccounts(admin, PAYEE_ACCOUNTS);
    const tape = await addProduct(seller, { name: 'Rim tape', price: 15000 });
    const base = confirmation([{ product: tape, quantity: 1 }], charges);
    const missing = await buyer.client.post('/api/order/confirm', {
      ...base,
      payment: { method: 'manual_transfer', accountNumber: '01711000000' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      'payment.transactionId': PAYMENT_VALIDATION.transferDetails,
    });
    const paid = await buyer.client.post('/api/order/confirm', {
      ...base,
      payment: { method: 'manual_transfer', accountNumber: '01711000000', transactionId: 'TX9K2' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const order = orderSchema.parse((await buyer.client.get(`/api/order/${paid.body}`)).json());
    expect(order.payment).toEqual({
      method: 'manual_transfer',
      accountNumber: '01711000000',
      transactionId: 'TX9K2',
    });
    expect((await server.client().post('/api/order/confirm', base)).statusCode).toBe(401);
    const twice = await buyer.client.post('/api/order/confirm', {
      ...base,
      orderItems: [base.orderItems[0], base.orderItems[0]],
    });
    expect(twice.statusCode).toBe(400);
  });
});
