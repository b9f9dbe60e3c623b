/**
 * The member dashboard's Products and Customers (GET /api/user/me/purchases and /customers):
 * a member's own purchases, one row per product with the latest order first; the people they
 * deliver to (their parcels' receivers and, selling, their buyers), by name only, never
 * another member's; the orders' savings on sale prices. Signed-in members only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerSchema,
  memberActivitySchema,
  purchaseSchema,
} from '../../src/contract/member-activity';
import { orderConfirmSchema } from '../../src/contract/orders';
import { pageSchema } from '../../src/contract/paging';
import type { Product } from '../../src/contract/products';
import { confirm } from '../../src/server/modules/orders/checkout';
import { readClubSettings } from '../../src/server/modules/settings/read';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';
import { sendParcel } from './parcels-fixtures';
import { addProduct, confirmation } from './shop-fixtures';

let server: TestServer;
let seller: Member;
let rider: Member;
let other: Member;

beforeAll(async () => {
  server = await startTestServer();
  [seller, rider, other] = await Promise.all([
    server.createMember('lists_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('lists_rider'),
    server.createMember('lists_other'),
  ]);
});
afterAll(async () => server?.close());

async function buy(who: Member, items: { product: Product; quantity: number }[], name: string) {
  const settings = await readClubSettings(server.app.db);
  const input = orderConfirmSchema.parse(
    confirmation(
      items,
      { serviceCharge: settings.serviceCharge, deliveryCharge: settings.deliveryCharges.home },
      {
        delivery: { name, phone: '01712345678', address: '27 Lake Circus, Dhaka', option: 'home' },
      },
    ),
  );
  return confirm(
    server.app,
    {
      id: who.id,
      username: who.username,
      roles: ['ROLE_USER'],
      canManageUsers: false,
      canDeletePosts: false,
      sessionId: '',
    },
    input,
  );
}

const purchasesPage = pageSchema(purchaseSchema);
const customersPage = pageSchema(customerSchema);

describe("the member's purchases and customers", () => {
  it('list what the member bought, per product, latest first, and what sale prices saved', async () => {
    const chain = await addProduct(seller, {
      name: 'Chain',
      price: 320_000,
      discountPrice: 289_900,
    });
    const bell = await addProduct(seller, { name: 'Bell', price: 50_000 });
    await buy(rider, [{ product: chain, quantity: 1 }], 'Rider at home');
    await buy(rider, [{ product: bell, quantity: 2 }], 'Rider at home');
    const last = await buy(rider, [{ product: chain, quantity: 1 }], 'Rider at work');
    await buy(other, [{ product: bell, quantity: 5 }], 'Someone else');

    const reply = await rider.client.get('/api/user/me/purchases');
    expect(reply.statusCode, reply.body).toBe(200);
    const page = purchasesPage.parse(reply.json());
    expect(page.totalElements).toBe(2);
    expect(page.content.map((row) => [row.name, row.units, row.orders])).toEqual([
      ['Chain', 2, 2],
      ['Bell', 2, 1],
    ]);
    expect(page.content[0]).toMatchObject({ lastOrderId: last, lastStatus: 'unconfirmed' });
    const small = purchasesPage.parse(
      (await rider.client.get('/api/user/me/purchases?size=1&page=1')).json(),
    );
    expect(small.content.map((row) => row.name)).toEqual(['Bell']);

    const year = memberActivitySchema.parse(
      (await rider.client.get('/api/user/me/activity?period=year')).json(),
    );
    expect(year.totals.saved).toBe(2 * (320_000 - 289_900));
    expect(year.totals.orders).toBe(3);
  });

  it("list the parcels' receivers and a seller's buyers by name, the latest first", async () => {
    await sendParcel(rider, {
      receiver: { name: 'Karim', phone: '01911000000', address: 'Road 1, Mirpur, Dhaka' },
    });
    await sendParcel(rider, {
      receiver: { name: 'Karim', phone: '01911000000', address: 'Road 1, Mirpur, Dhaka' },
    });
    await sendParcel(other, {
      receiver: { name: 'Not his', phone: '01911000001', address: 'Road 2, Mirpur, Dhaka' },
    });

    const riders = customersPage.parse((await rider.client.get('/api/user/me/customers')).json());
    expect(riders.content.map((row) => [row.kind, row.name, row.count])).toEqual([
      ['parcel', 'Karim', 2],
    ]);
    expect(JSON.stringify(riders)).not.toContain('01911000000');

    const sellers = customersPage.parse((await seller.client.get('/api/user/me/customers')).json());
    expect(sellers.content.map((row) => [row.kind, row.name, row.count])).toEqual([
      ['shop', 'Someone else', 1],
      ['shop', 'Rider at work', 1],
      ['shop', 'Rider at home', 2],
    ]);
    expect((await server.client().get('/api/user/me/customers')).statusCode).toBe(401);
    expect((await server.client().get('/api/user/me/purchases')).statusCode).toBe(401);
  });
});
