/**
 * The demo shop: a dozen pictured products of seller1 in every department, one order of rider1,
 * and seller1 as the club's sponsor bike shop.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderPageSchema } from '../../src/contract/orders';
import { PRODUCT_CATEGORIES, productPageSchema } from '../../src/contract/products';
import { seedDemoShop } from '../../src/server/seed/demo-shop';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server-app';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
}, 180_000);
afterAll(async () => server?.close());

it('seeds pictured products of seller1 and a confirmed line of rider1, once', async () => {
  const seller = await server.login('seller1', TEST_PASSWORD);
  const page = productPageSchema.parse(
    (await server.client().get(`/api/product?sellerId=${seller.user.id}&size=100`)).json(),
  );
  expect(page.totalElements).toBe(12);
  expect(new Set(page.content.map((product) => product.category))).toEqual(
    new Set(PRODUCT_CATEGORIES),
  );
  expect(page.content.every((product) => product.mainImage !== null)).toBe(true);
  const picture = await server.client().get(page.content[0]!.mainImage!.sizes[0]!.url);
  expect(picture.statusCode).toBe(200);

  const rider = await server.login('rider1', TEST_PASSWORD);
  const orders = orderPageSchema.parse(
    (await server.client(rider.jwtToken).get('/api/order')).json(),
  );
  expect(orders.totalElements).toBe(1);
  expect(orders.content[0]!.lines.map((line) => line.status)).toEqual(['confirmed', 'unconfirmed']);
  // rider1 is also the demo's bike messenger rider, approved, so parcels can be taken at once.
  expect((await server.client(rider.jwtToken).get('/api/parcel/rider')).json()).toEqual({
    rider: true,
    approved: true,
  });

  const sponsor = (await server.client().get('/api/repair/sponsor')).json();
  expect(sponsor.sponsor).toMatchObject({ id: seller.user.id, username: 'seller1' });

  await seedDemoShop(server.app);
  const again = productPageSchema.parse(
    (await server.client().get(`/api/product?sellerId=${seller.user.id}`)).json(),
  );
  expect(again.totalElements).toBe(12);
  const ordersAgain = orderPageSchema.parse(
    (await server.client(rider.jwtToken).get('/api/order')).json(),
  );
  expect(ordersAgain.totalElements).toBe(1);
});
