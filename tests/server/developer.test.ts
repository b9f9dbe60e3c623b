/**
 * What the developer dashboard reads and changes, on the real server: every order line and
 * every review of the shop (admins and developers only), members, and the grant and removal of
 * roles, with the last ROLE_DEV kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { orderConfirmSchema, lineToShipPageSchema, orderSchema } from '../../src/contract/orders';
import type { Product } from '../../src/contract/products';
import { reviewPageSchema } from '../../src/contract/shop-reviews';
import { confirm } from '../../src/server/modules/orders/checkout';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { addProduct, confirmation } from './shop-fixtures';

let server: TestServer;
let seller: Member;
let otherSeller: Member;
let buyer: Member;
let admin: Member;
let developer: Member;
let bell: Product;
let lamp: Product;

beforeAll(async () => {
  server = await startTestServer();
  [seller, otherSeller, buyer, admin, developer] = await Promise.all([
    server.createMember('dev_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('dev_seller_two', { roles: ['ROLE_SELLER'] }),
    server.createMember('dev_buyer'),
    server.createMember('dev_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('dev_developer', { roles: ['ROLE_DEV'] }),
  ]);
  bell = await addProduct(seller, { name: 'Brass bell', quantityAvailable: 20 });
  lamp = await addProduct(otherSeller, { name: 'Rear lamp', quantityAvailable: 20 });
});
afterAll(async () => server?.close());

/** The buyer orders one of each product: one order, a line for each seller. */
async function orderBoth() {
  const input = orderConfirmSchema.parse(
    confirmation(
      [
        { product: bell, quantity: 1 },
        { product: lamp, quantity: 1 },
      ],
      { serviceCharge: 0, deliveryCharge: 7000 },
    ),
  );
  const orderId = await confirm(
    server.app,
    {
      id: buyer.id,
      username: buyer.username,
      roles: ['ROLE_USER'],
      canManageUsers: false,
      canDeletePosts: false,
      sessionId: '',
    },
    input,
  );
  return orderSchema.parse((await buyer.client.get(`/api/order/${orderId}`)).json());
}

async function move(by: Member, id: number, currentStatus: string, continuation: string) {
  const reply = await by.client.post('/api/order/updateStatus', {
    id,
    currentStatus,
    continuation,
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

describe('every order line of the shop', () => {
  it('is for admins and developers: visitors 401, members and sellers 403', async () => {
    const path = '/api/order/lines?page=0&size=10';
    expect((await server.client().get(path)).statusCode).toBe(401);
    expect((await buyer.client.get(path)).statusCode).toBe(403);
    expect((await seller.client.get(path)).statusCode).toBe(403);
    expect((await admin.client.get(path)).statusCode).toBe(200);
    expect((await developer.client.get(path)).statusCode).toBe(200);
  });

  it("holds every seller's lines, by status and a page at a time, and a developer moves any", async () => {
    const order = await orderBoth();
    const ids = order.lines.map((line) => line.id);
    const every = lineToShipPageSchema.parse(
      (await developer.client.get('/api/order/lines?status=unconfirmed&size=100')).json(),
    );
    const found = every.content.filter((line) => ids.includes(line.id));
    expect(found.map((line) => line.sellerId).sort()).toEqual([seller.id, otherSeller.id].sort());
    // A seller sees only their own line of the same order.
    const own = lineToShipPageSchema.parse(
      (await seller.client.get('/api/order/seller?size=100')).json(),
    );
    expect(
      own.content.filter((line) => ids.includes(line.id)).map((line) => line.sellerId),
    ).toEqual([seller.id]);

    const lampLine = order.lines.find((line) => line.pid === lamp.id)!;
    await move(developer, lampLine.id, 'unconfirmed', 'confirm');
    const confirmed = lineToShipPageSchema.parse(
      (await developer.client.get('/api/order/lines?status=confirmed&size=100')).json(),
    );
    expect(confirmed.content.map((line) => line.id)).toContain(lampLine.id);
    expect(confirmed.content.every((line) => line.status === 'confirmed')).toBe(true);

    const paged = lineToShipPageSchema.parse(
      (await developer.client.get('/api/order/lines?page=0&size=1')).json(),
    );
    expect(paged).toMatchObject({ size: 1, number: 0, first: true });
    expect(paged.content).toHaveLength(1);
    expect(paged.totalElements).toBeGreaterThanOrEqual(2);
  });
});

describe('every review of the shop', () => {
  it('is for admins and developers, each review with its reply', async () => {
    const path = '/api/review/all';
    expect((await server.client().get(path)).statusCode).toBe(401);
    expect((await buyer.client.get(path)).statusCode).toBe(403);
    expect((await seller.client.get(path)).statusCode).toBe(403);

    const order = await orderBoth();
    for (const line of order.lines) {
      const by = line.sellerId === seller.id ? seller : otherSeller;
      await move(by, line.id, 'unconfirmed', 'confirm');
      await move(by, line.id, 'confirmed', 'ship');
      await move(by, line.id, 'shipped', 'finish');
      const rated = await buyer.client.post('/api/review', {
        lineId: line.id,
        rating: line.sellerId === seller.id ? 5 : 2,
        comment: line.sellerId === seller.id ? 'Loud and clear.' : 'Too dim.',
      });
      expect(rated.statusCode, rated.body).toBe(201);
    }
    const bellReview = (await seller.client.get('/api/review/seller')).json().content[0] as {
      id: number;
    };
    expect(
      (await seller.client.post(`/api/review/${bellReview.id}/reply`, { text: 'Thank you!' }))
        .statusCode,
    ).toBe(200);

    for (const reader of [admin, developer]) {
      const reply = await reader.client.get(`${path}?page=0&size=10`);
      expect(reply.statusCode).toBe(200);
      const page = reviewPageSchema.parse(reply.json());
      expect(page.totalElements).toBe(2);
      const byProduct = Object.fromEntries(page.content.map((r) => [r.product.name, r]));
      expect(byProduct['Brass bell']).toMatchObject({
        rating: 5,
        sellerId: seller.id,
        reply: { text: 'Thank you!' },
      });
      expect(byProduct['Rear lamp']).toMatchObject({ rating: 2, reply: null });
    }
  });
});

describe('members and roles from the developer dashboard', () => {
  it('lists members to developers, searched by name, and to nobody without the right', async () => {
    expect((await server.client().get('/api/user')).statusCode).toBe(401);
    expect((await buyer.client.get('/api/user')).statusCode).toBe(403);
    expect((await seller.client.get('/api/user')).statusCode).toBe(403);
    const found = await developer.client.get('/api/user?q=dev_buyer&page=0&size=20');
    expect(found.statusCode).toBe(200);
    expect(found.json().content.map((u: { id: number }) => u.id)).toEqual([buyer.id]);
  });

  it('a developer grants ROLE_SELLER and revokes it; members and sellers may not', async () => {
    const grant = `/api/role/assign/ROLE_SELLER/to/${buyer.id}`;
    expect((await server.client().post(grant)).statusCode).toBe(401);
    expect((await buyer.client.post(grant)).statusCode).toBe(403);
    expect((await seller.client.post(grant)).statusCode).toBe(403);

    const granted = await developer.client.post(grant);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().map((role: { name: string }) => role.name)).toEqual([
      'ROLE_USER',
      'ROLE_SELLER',
    ]);
    const sellers = await developer.client.get('/api/role/ROLE_SELLER?size=100');
    expect(sellers.json().content.map((u: { id: number }) => u.id)).toContain(buyer.id);
    // The member's own session holds the role at once.
    const me = await buyer.client.get('/api/user/me');
    expect(me.json().roles.map((role: { name: string }) => role.name)).toContain('ROLE_SELLER');

    const revoke = `/api/role/remove/ROLE_SELLER/from/${buyer.id}`;
    expect((await seller.client.post(revoke)).statusCode).toBe(403);
    const revoked = await developer.client.post(revoke);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().map((role: { name: string }) => role.name)).toEqual(['ROLE_USER']);
  });

  it('never removes the last ROLE_DEV, and hands it on once there is another', async () => {
    const self = `/api/role/remove/ROLE_DEV/from/${developer.id}`;
    const refused = await developer.client.post(self);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SERVER_MESSAGE.lastDev);
    // An admin may neither grant nor remove ROLE_DEV.
    const byAdmin = await admin.client.post(`/api/role/assign/ROLE_DEV/to/${admin.id}`);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(SERVER_MESSAGE.devOnly);

    expect(
      (await developer.client.post(`/api/role/assign/ROLE_DEV/to/${admin.id}`)).statusCode,
    ).toBe(200);
    const handedOn = await developer.client.post(self);
    expect(handedOn.statusCode, handedOn.body).toBe(200);
    expect(handedOn.json().map((role: { name: string }) => role.name)).toEqual(['ROLE_USER']);
    const devs = await admin.client.get('/api/role/ROLE_DEV');
    expect(devs.json().content.map((u: { id: number }) => u.id)).toEqual([admin.id]);
  });
});
