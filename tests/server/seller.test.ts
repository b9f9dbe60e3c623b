/**
 * The seller dashboard's real figures and settings (/api/seller): a seller's shop details are
 * saved, checked and shown to buyers without the payout account, which admins see to pay them;
 * the Notifications and Analytics figures are counted from the seller's own lines and products
 * (the whole shop's for admins and developers); Support opens one conversation with the admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sellerInsightsSchema,
  sellerPayoutsSchema,
  sellerProfileSchema,
  sellerShopSchema,
  SELLER_VALIDATION,
} from '../../src/contract/seller';
import { orderConfirmSchema, type OrderLine } from '../../src/contract/orders';
import type { Product } from '../../src/contract/products';
import type { Conversation } from '../../src/contract/conversations';
import { confirm } from '../../src/server/modules/orders/checkout';
import { readClubSettings } from '../../src/server/modules/settings/read';
import {
  privateKeysIn,
  startTestServer,
  type Member,
  type TestServer,
} from '../helpers/server-app';
import { addProduct, confirmation, multipart, pngOf } from './shop-fixtures';

let server: TestServer;
let seller: Member;
let rival: Member;
let buyer: Member;
let other: Member;
let admin: Member;
let developer: Member;

beforeAll(async () => {
  server = await startTestServer();
  [seller, rival, buyer, other, admin, developer] = await Promise.all([
    server.createMember('shop_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('shop_rival', { roles: ['ROLE_SELLER'] }),
    server.createMember('shop_buyer'),
    server.createMember('shop_other'),
    server.createMember('shop_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('shop_developer', { roles: ['ROLE_DEV'] }),
  ]);
});
afterAll(async () => server?.close());

const asAuth = (member: Member) => ({
  id: member.id,
  username: member.username,
  roles: ['ROLE_USER' as const],
  canManageUsers: false,
  canDeletePosts: false,
  sessionId: '',
});

/** An order by `who` of these products, delivered by `option`; returns its lines. */
async function order(
  who: Member,
  items: { product: Product; quantity: number }[],
  option: 'pickup' | 'home' | 'courier',
): Promise<OrderLine[]> {
  const settings = await readClubSettings(server.app.db);
  const input = orderConfirmSchema.parse(
    confirmation(
      items,
      { serviceCharge: settings.serviceCharge, deliveryCharge: settings.deliveryCharges[option] },
      { delivery: { name: 'Nusrat', phone: '01712345678', address: '27 Lake Circus', option } },
    ),
  );
  const id = await confirm(server.app, asAuth(who), input);
  const reply = await who.client.get(`/api/order/${id}`);
  return reply.json<{ lines: OrderLine[] }>().lines;
}

async function move(line: OrderLine, currentStatus: string, continuation: string) {
  const reply = await seller.client.post('/api/order/updateStatus', {
    id: line.id,
    currentStatus,
    continuation,
    note: continuation === 'reject' ? 'Out of that size' : null,
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

describe('the seller’s shop details', () => {
  it('start from defaults, are saved and checked, and are the seller’s alone to edit', async () => {
    const fresh = sellerProfileSchema.parse(
      (await seller.client.get('/api/seller/profile')).json(),
    );
    expect(fresh).toMatchObject({
      businessName: '',
      payout: null,
      shippingOptions: ['pickup', 'home', 'courier'],
      dispatchDays: 2,
      logo: null,
      updatedAt: null,
    });

    const bad = await seller.client.put('/api/seller/profile', {
      ...fresh,
      payout: { method: 'bkash', accountName: 'Pedal Works', accountNumber: ' ' },
      shippingOptions: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      'payout.accountNumber': SELLER_VALIDATION.accountNumberNeeded,
      shippingOptions: SELLER_VALIDATION.shippingNeeded,
    });

    const saved = await seller.client.put('/api/seller/profile', {
      businessName: 'Pedal Works Mirpur',
      description: 'Parts and repairs since 2012.',
      returnPolicy: 'Unused parts back within 7 days.',
      warrantyPolicy: 'Six months on every wheel build.',
      payout: { method: 'bkash', accountName: 'Pedal Works', accountNumber: '01711222333' },
      shippingOptions: ['courier', 'pickup'],
      dispatchDays: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(sellerProfileSchema.parse(saved.json())).toMatchObject({
      businessName: 'Pedal Works Mirpur',
      payout: { method: 'bkash', accountNumber: '01711222333', bankName: '' },
      shippingOptions: ['pickup', 'courier'],
      dispatchDays: 1,
    });
    // A reload reads what was stored.
    const again = sellerProfileSchema.parse(
      (await seller.client.get('/api/seller/profile')).json(),
    );
    expect(again.updatedAt).not.toBeNull();
    expect(again.warrantyPolicy).toBe('Six months on every wheel build.');

    for (const [who, status] of [
      [buyer, 403],
      [admin, 403],
    ] as const) {
      expect((await who.client.get('/api/seller/profile')).statusCode).toBe(status);
      expect((await who.client.put('/api/seller/profile', again)).statusCode).toBe(status);
    }
    expect((await server.client().get('/api/seller/profile')).statusCode).toBe(401);
  });

  it('take a logo, in several widths, replacing the last one', async () => {
    const upload = async () =>
      seller.client.request({
        method: 'POST',
        url: '/api/seller/profile/logo',
        ...multipart(await pngOf(800, 800)),
      });
    const first = sellerProfileSchema.parse((await upload()).json());
    expect(first.logo!.sizes.map((size) => size.width)).toEqual([64, 160, 400]);
    const second = sellerProfileSchema.parse((await upload()).json());
    expect(second.logo!.url).not.toBe(first.logo!.url);
    expect((await server.client().get(first.logo!.url)).statusCode).toBe(404);
    expect((await server.client().get(second.logo!.url)).statusCode).toBe(200);
  });

  it('show buyers the business, policies and delivery, never the payout account', async () => {
    const reply = await server.client().get(`/api/seller/${seller.id}/shop`);
    expect(reply.statusCode, reply.body).toBe(200);
    const shop = sellerShopSchema.strict().parse(reply.json());
    expect(shop).toMatchObject({
      name: 'Pedal Works Mirpur',
      returnPolicy: 'Unused parts back within 7 days.',
      shippingOptions: ['pickup', 'courier'],
      dispatchDays: 1,
    });
    expect(JSON.stringify(shop)).not.toContain('01711222333');
    expect(privateKeysIn(shop)).toEqual([]);
    // A seller who saved nothing shows under their own name.
    const rivalShop = sellerShopSchema.parse(
      (await server.client().get(`/api/seller/${rival.id}/shop`)).json(),
    );
    expect(rivalShop.name).toBe(`Member ${rival.username}`);
    expect((await server.client().get(`/api/seller/${buyer.id}/shop`)).statusCode).toBe(404);
  });
});

describe('the Notifications and Analytics figures', () => {
  it('count the seller’s own low stock, new orders, returns, sales, best sellers and buyers', async () => {
    const chain = await addProduct(seller, { name: 'Chain', quantityAvailable: 20 });
    const tyre = await addProduct(seller, { name: 'Tyre', quantityAvailable: 6 });
    const bell = await addProduct(seller, { name: 'Bell', quantityAvailable: 3 });
    await addProduct(seller, { name: 'Sold out saddle', quantityAvailable: 0 });
    const theirs = await addProduct(rival, { name: 'Rival pump', quantityAvailable: 1 });

    const [chainLine, tyreLine] = await order(
      buyer,
      [
        { product: chain, quantity: 3 },
        { product: tyre, quantity: 2 },
      ],
      'home',
    );
    const [bellLine] = await order(buyer, [{ product: bell, quantity: 1 }], 'courier');
    const [chainAgain] = await order(other, [{ product: chain, quantity: 1 }], 'pickup');
    await order(other, [{ product: theirs, quantity: 1 }], 'home');

    // Chain: confirmed, shipped, completed. Tyre: rejected. Bell: still waiting. Chain again:
    // completed.
    for (const line of [chainLine!, chainAgain!]) {
      await move(line, 'unconfirmed', 'confirm');
      await move(line, 'confirmed', 'ship');
      await move(line, 'shipped', 'finish');
    }
    await move(tyreLine!, 'unconfirmed', 'reject');

    const reply = await seller.client.get('/api/seller/insights');
    expect(reply.statusCode, reply.body).toBe(200);
    const figures = sellerInsightsSchema.parse(reply.json());
    expect(figures.currency).toBe('BDT');
    // Bell is at 2 after its order, the saddle at 0; the rival's pump is not the seller's.
    expect(figures.lowStock.products.map((p) => [p.name, p.quantityAvailable])).toEqual([
      ['Sold out saddle', 0],
      ['Bell', 2],
    ]);
    expect(figures.lowStock.count).toBe(2);
    expect(figures.newOrders.count).toBe(1);
    expect(Date.parse(figures.newOrders.oldestAt!)).toBeGreaterThanOrEqual(
      Date.parse(bellLine!.date) - 1000,
    );
    expect(figures.returns).toMatchObject({ lines: 4, rejected: 1, cancelled: 0 });
    expect(figures.returns.recent).toEqual([
      expect.objectContaining({
        productName: 'Tyre',
        status: 'rejected',
        note: 'Out of that size',
      }),
    ]);
    expect(figures.salesByWeek).toHaveLength(12);
    const thisWeek = figures.salesByWeek.at(-1)!;
    expect(thisWeek.units).toBe(4);
    expect(thisWeek.sales).toBe(4 * chain.price);
    expect(figures.bestSellers).toEqual([
      { productId: chain.id, name: 'Chain', units: 4, sales: 4 * chain.price },
    ]);
    expect(figures.buyers).toEqual({
      distinct: 2,
      repeat: 1,
      byDelivery: { pickup: 1, home: 1, courier: 1 },
    });

    // The whole shop, for admins and developers only.
    const shop = sellerInsightsSchema.parse(
      (await developer.client.get('/api/seller/insights/shop')).json(),
    );
    expect(shop.lowStock.products.map((p) => p.name)).toContain('Rival pump');
    expect(shop.buyers.byDelivery.home).toBe(2);
    expect((await seller.client.get('/api/seller/insights/shop')).statusCode).toBe(403);
    expect((await buyer.client.get('/api/seller/insights')).statusCode).toBe(403);
    expect((await admin.client.get('/api/seller/insights/shop')).statusCode).toBe(200);
  });

  it('tell admins what each seller is owed and where to pay it', async () => {
    const reply = await admin.client.get('/api/seller/payouts');
    expect(reply.statusCode, reply.body).toBe(200);
    const payouts = sellerPayoutsSchema.parse(reply.json());
    const mine = payouts.content.find((row) => row.seller.id === seller.id)!;
    expect(mine).toMatchObject({
      businessName: 'Pedal Works Mirpur',
      payout: { method: 'bkash', accountNumber: '01711222333' },
    });
    expect(mine.completedInAll).toBeGreaterThan(0);
    expect(mine.completedThisMonth).toBe(mine.completedInAll);
    expect(payouts.content.find((row) => row.seller.id === rival.id)!.payout).toBeNull();
    expect(privateKeysIn(payouts.content.map((row) => row.seller))).toEqual([]);
    expect((await seller.client.get('/api/seller/payouts')).statusCode).toBe(403);
  });
});

describe('support', () => {
  it('opens one conversation with every admin, and the same one next time', async () => {
    const first = await seller.client.post('/api/seller/support');
    expect(first.statusCode, first.body).toBe(200);
    const { conversationId } = first.json<{ conversationId: number }>();
    const conversation = (
      await seller.client.get(`/api/conversations/${conversationId}`)
    ).json<Conversation>();
    expect(conversation.kind).toBe('group');
    expect(conversation.members.map((m) => m.id).sort()).toEqual(
      [seller.id, admin.id].sort((a, b) => a - b),
    );
    expect((await admin.client.get(`/api/conversations/${conversationId}`)).statusCode).toBe(200);
    const again = await seller.client.post('/api/seller/support');
    expect(again.json()).toEqual({ conversationId });
    expect((await buyer.client.post('/api/seller/support')).statusCode).toBe(403);
    expect((await admin.client.post('/api/seller/support')).statusCode).toBe(403);
  });
});
