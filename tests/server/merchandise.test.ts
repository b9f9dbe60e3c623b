/**
 * Jersey pre-orders over HTTP: the server prices a pre-order from the jersey and the club's
 * jersey delivery charges and refuses figures that differ (409 with its own), a retried
 * submit makes one pre-order, who may do what, marking paid, cancelling, and the CSV export.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MERCHANDISE_ERROR_CODE,
  MERCHANDISE_TEXT,
  jerseyListSchema,
  preOrderPageSchema,
  preOrderPriceChangedSchema,
  preOrderSchema,
  type Jersey,
} from '../../src/contract/merchandise';
import { PAYMENT_TEXT, PAYMENT_VALIDATION } from '../../src/contract/payments';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { addJersey, jerseyInput, preOrder, preOrderInput } from './merchandise-fixtures';
import { PAYEE_ACCOUNTS, setPayeeAccounts } from './shop-fixtures';

let server: TestServer;
let admin: Member;
let developer: Member;
let buyer: Member;
let other: Member;
let jersey: Jersey;

beforeAll(async () => {
  server = await startTestServer();
  [admin, developer, buyer, other] = await Promise.all([
    server.createMember('jersey_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('jersey_dev', { roles: ['ROLE_DEV'] }),
    server.createMember('jersey_buyer'),
    server.createMember('jersey_other'),
  ]);
  jersey = await addJersey(admin, { name: 'Race jersey' });
  await setPayeeAccounts(admin, PAYEE_ACCOUNTS);
});
afterAll(async () => server?.close());

async function preOrderCount(): Promise<number> {
  const row = await server.app.db
    .selectFrom('jersey_preorders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('jerseys', () => {
  it('lists open jerseys to everyone and every jersey to admins and developers only', async () => {
    const closed = await addJersey(developer, { name: 'Winter jacket', open: false });
    const open = jerseyListSchema.parse(
      (await server.client().get('/api/merchandise/jerseys')).json(),
    );
    expect(open.map((one) => one.id)).toContain(jersey.id);
    expect(open.map((one) => one.id)).not.toContain(closed.id);
    expect(open.find((one) => one.id === jersey.id)).toMatchObject({
      prices: jersey.prices,
      currency: 'BDT',
      open: true,
    });

    expect((await server.client().get('/api/merchandise/jerseys/all')).statusCode).toBe(401);
    expect((await buyer.client.get('/api/merchandise/jerseys/all')).statusCode).toBe(403);
    const all = jerseyListSchema.parse(
      (await admin.client.get('/api/merchandise/jerseys/all')).json(),
    );
    expect(all.find((one) => one.id === closed.id)?.open).toBe(false);
  });

  it('is added, edited, opened and closed by admins and developers only', async () => {
    expect((await server.client().post('/api/merchandise/jerseys', jerseyInput())).statusCode).toBe(
      401,
    );
    expect((await buyer.client.post('/api/merchandise/jerseys', jerseyInput())).statusCode).toBe(
      403,
    );
    const made = await addJersey(admin);
    const edit = await developer.client.put(
      `/api/merchandise/jerseys/${made.id}`,
      jerseyInput({
        name: 'Renamed jersey',
        prices: { ...made.prices, kids: { half: 1, full: 2 } },
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      name: 'Renamed jersey',
      prices: { kids: { half: 1, full: 2 } },
    });
    expect(
      (await buyer.client.put(`/api/merchandise/jerseys/${made.id}`, jerseyInput())).statusCode,
    ).toBe(403);

    expect(
      (await buyer.client.put(`/api/merchandise/jerseys/${made.id}/open`, { open: false }))
        .statusCode,
    ).toBe(403);
    const close = await admin.client.put(`/api/merchandise/jerseys/${made.id}/open`, {
      open: false,
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().open).toBe(false);
    const refused = await buyer.client.post('/api/merchandise/preorders', preOrderInput(made));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MERCHANDISE_TEXT.closed);
  });

  it('refuses a jersey without a price for every sleeve and size group', async () => {
    const reply = await admin.client.post(
      '/api/merchandise/jerseys',
      jerseyInput({ prices: { baby: { half: 100, full: 100 } } as never }),
    );
    expect(reply.statusCode).toBe(400);
  });
});

describe('pre-ordering', () => {
  it('needs a signed-in member', async () => {
    const reply = await server.client().post('/api/merchandise/preorders', preOrderInput(jersey));
    expect(reply.statusCode).toBe(401);
  });

  it('prices by size group, sleeve, quantity and the jersey delivery charge', async () => {
    const placed = await preOrder(buyer, jersey, {
      size: 'kids-5-6',
      sleeve: 'half',
      quantity: 3,
      unitPrice: 80000,
      deliveryCharge: 11000,
      total: 3 * 80000 + 11000,
      delivery: { ...preOrderInput(jersey).delivery, option: 'courier' },
    });
    expect(placed).toMatchObject({
      jerseyId: jersey.id,
      jerseyName: 'Race jersey',
      size: 'kids-5-6',
      sleeve: 'half',
      quantity: 3,
      unitPrice: 80000,
      deliveryCharge: 11000,
      total: 251000,
      currency: 'BDT',
      status: 'unpaid',
      buyer: { id: buyer.id, username: 'jersey_buyer' },
    });
    const pickup = await preOrder(buyer, jersey, {
      size: 'baby-0-1',
      quantity: 1,
      unitPrice: 70000,
      deliveryCharge: 0,
      total: 70000,
      delivery: { ...preOrderInput(jersey).delivery, option: 'pickup' },
      payment: { method: 'cash_at_pickup' },
    });
    expect(pickup).toMatchObject({ total: 70000, payment: { method: 'cash_at_pickup' } });
  });

  it('follows the jersey delivery charges an admin sets', async () => {
    const set = await admin.client.put('/api/settings', { jerseyDeliveryCharges: { home: 9000 } });
    expect(set.statusCode, set.body).toBe(200);
    const settings = (await server.client().get('/api/settings')).json();
    expect(settings.jerseyDeliveryCharges).toEqual({ pickup: 0, home: 9000, courier: 11000 });
    expect(settings.deliveryCharges.home).toBe(7000);
    try {
      const stale = await buyer.client.post('/api/merchandise/preorders', preOrderInput(jersey));
      expect(stale.statusCode).toBe(409);
      const unit = jersey.prices.adult.full;
      await preOrder(buyer, jersey, { quantity: 1, deliveryCharge: 9000, total: unit + 9000 });
    } finally {
      await admin.client.put('/api/settings', { jerseyDeliveryCharges: { home: 7000 } });
    }
  });

  it("refuses a total that differs from the server's, with the server's figures", async () => {
    const before = await preOrderCount();
    const input = preOrderInput(jersey);
    const reply = await buyer.client.post('/api/merchandise/preorders', {
      ...input,
      total: input.total - 100,
    });
    expect(reply.statusCode).toBe(409);
    const body = preOrderPriceChangedSchema.parse(reply.json());
    expect(body.code).toBe(MERCHANDISE_ERROR_CODE.priceChanged);
    expect(body.quote).toEqual({
      unitPrice: jersey.prices.adult.full,
      quantity: 2,
      itemsTotal: 2 * jersey.prices.adult.full,
      deliveryCharge: 7000,
      total: input.total,
      currency: 'BDT',
    });

    const cheap = await buyer.client.post('/api/merchandise/preorders', {
      ...input,
      unitPrice: 1,
      total: 2 + 7000,
    });
    expect(cheap.statusCode).toBe(409);
    expect(await preOrderCount()).toBe(before);
  });

  it('asks for the account and transaction id of a transfer', async () => {
    const reply = await buyer.client.post(
      '/api/merchandise/preorders',
      preOrderInput(jersey, { payment: { method: 'nagad' } }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toMatchObject({
      'payment.transactionId': PAYMENT_VALIDATION.transferDetails,
    });
  });

  it('takes a transfer only by a method the club has an account for', async () => {
    // The fixture leaves Rocket without an account.
    const reply = await buyer.client.post(
      '/api/merchandise/preorders',
      preOrderInput(jersey, {
        payment: { method: 'rocket', accountNumber: '01712345678', transactionId: 'R1' },
      }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toEqual({
      'payment.method': PAYMENT_TEXT.notTaken('rocket'),
    });
  });

  it('makes one pre-order of a retried submit with the same Idempotency-Key', async () => {
    const before = await preOrderCount();
    const key = randomUUID();
    const send = () =>
      buyer.client.request({
        method: 'POST',
        url: '/api/merchandise/preorders',
        payload: preOrderInput(jersey, { quantity: 1, total: jersey.prices.adult.full + 7000 }),
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await preOrderCount()).toBe(before + 1);
  });
});

describe('after pre-ordering', () => {
  it("shows the buyer their own pre-orders only, and admins everyone's with filters", async () => {
    const mine = await preOrder(other, jersey, {
      quantity: 1,
      total: jersey.prices.adult.full + 7000,
    });
    const list = preOrderPageSchema.parse(
      (await other.client.get('/api/merchandise/preorders/mine')).json(),
    );
    expect(list.content.map((one) => one.id)).toEqual([mine.id]);
    expect((await server.client().get('/api/merchandise/preorders/mine')).statusCode).toBe(401);

    expect((await other.client.get('/api/merchandise/preorders')).statusCode).toBe(403);
    const all = preOrderPageSchema.parse(
      (await admin.client.get('/api/merchandise/preorders?size=100')).json(),
    );
    expect(all.content.map((one) => one.buyer.id)).toEqual(
      expect.arrayContaining([buyer.id, other.id]),
    );
    await admin.client.post(`/api/merchandise/preorders/${mine.id}/payment`, { paid: true });
    const paid = preOrderPageSchema.parse(
      (
        await developer.client.get(`/api/merchandise/preorders?status=paid&jerseyId=${jersey.id}`)
      ).json(),
    );
    expect(paid.content.map((one) => one.id)).toEqual([mine.id]);
  });

  it('is marked paid and unpaid again by admins and developers only', async () => {
    const placed = await preOrder(buyer, jersey);
    const url = `/api/merchandise/preorders/${placed.id}/payment`;
    expect((await server.client().post(url, { paid: true })).statusCode).toBe(401);
    expect((await buyer.client.post(url, { paid: true })).statusCode).toBe(403);

    const paid = await admin.client.post(url, { paid: true });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(preOrderSchema.parse(paid.json())).toMatchObject({ status: 'paid' });
    expect(paid.json().paidAt).not.toBeNull();
    const mine = preOrderPageSchema.parse(
      (await buyer.client.get('/api/merchandise/preorders/mine?size=100')).json(),
    );
    expect(mine.content.find((one) => one.id === placed.id)?.status).toBe('paid');

    const unpaid = await developer.client.post(url, { paid: false });
    expect(unpaid.json()).toMatchObject({ status: 'unpaid', paidAt: null });
  });

  it('is cancelled by its buyer while unpaid, and by nobody else', async () => {
    const placed = await preOrder(buyer, jersey);
    const url = `/api/merchandise/preorders/${placed.id}/cancel`;
    expect((await server.client().post(url)).statusCode).toBe(401);
    expect((await other.client.post(url)).statusCode).toBe(403);
    expect((await admin.client.post(url)).statusCode).toBe(403);
    const cancelled = await buyer.client.post(url);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await buyer.client.post(url)).statusCode).toBe(409);
    const pay = await admin.client.post(`/api/merchandise/preorders/${placed.id}/payment`, {
      paid: true,
    });
    expect(pay.statusCode).toBe(409);

    const paid = await preOrder(buyer, jersey);
    await admin.client.post(`/api/merchandise/preorders/${paid.id}/payment`, { paid: true });
    const late = await buyer.client.post(`/api/merchandise/preorders/${paid.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MERCHANDISE_TEXT.onlyUnpaidCancel);
    expect((await buyer.client.post('/api/merchandise/preorders/999999/cancel')).statusCode).toBe(
      404,
    );
  });
});

describe('the CSV export', () => {
  it('is an attachment for admins and developers only, with formula cells defused', async () => {
    const tricky = await addJersey(admin, { name: 'Export jersey' });
    const placed = await preOrder(other, tricky, {
      delivery: {
        name: '=HYPERLINK("http://x.example","pay")',
        phone: '+8801712345678',
        address: '@SUM(1,2) Road 5, Dhanmondi, "Dhaka"',
        option: 'home',
      },
      payment: { method: 'bkash', accountNumber: '-01712345678', transactionId: 'TX1' },
    });
    const url = `/api/merchandise/preorders/export.csv?jerseyId=${tricky.id}`;
    expect((await server.client().get(url)).statusCode).toBe(401);
    expect((await other.client.get(url)).statusCode).toBe(403);

    const reply = await developer.client.get(url);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="jersey-preorders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = reply.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Pre-order,Placed at,Status,Member,Username,Jersey,Size,Sleeve,Quantity,Unit price,' +
        'Delivery charge,Total,Currency,Delivery,Contact name,Phone,Address,Payment,Account,' +
        'Transaction id,Paid at',
    );
    const row = lines[1]!;
    expect(row.startsWith(`${placed.id},`)).toBe(true);
    expect(row).toContain(
      ',Unpaid,Member jersey_other,jersey_other,Export jersey,Regular L,Full sleeve,2,1350.00,70.00,2770.00,BDT,',
    );
    expect(row).toContain(`,"'=HYPERLINK(""http://x.example"",""pay"")",`);
    expect(row).toContain(",'+8801712345678,");
    expect(row).toContain(`,"'@SUM(1,2) Road 5, Dhanmondi, ""Dhaka""",`);
    expect(row).toContain(",bKash,'-01712345678,TX1,");
  });
});
