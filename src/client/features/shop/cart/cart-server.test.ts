import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../../contract/shop-cart';
import { fakeApi } from '../../../testing/fake-api';
import { testProduct } from '../test-product';
import { CART_DB_NAME, cartDb } from './cart-db';
import { readUnseenCart } from './cart-server';
import { cartLines } from './cart-store';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await cartDb().delete({ disableAutoOpen: false });
});

const tyre = testProduct({ id: 11, quantityAvailable: 5 });
const cartOf = (quantity: number): Cart => ({
  lines:
    quantity === 0
      ? []
      : [
          {
            productId: tyre.id,
            quantity,
            product: tyre,
            price: 300_000,
            lineTotal: 300_000 * quantity,
            addedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
  itemsTotal: 0,
  currency: 'BDT',
});
const cartDbExists = async () =>
  (await indexedDB.databases()).some((database) => database.name === CART_DB_NAME);
const paths = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.url.pathname !== '/api/health').map((r) => r.url.pathname);

describe("a member's cart this device has not seen", () => {
  it('is counted empty from the server alone when neither holds a line', async () => {
    const requests = fakeApi({ 'GET /api/cart': { body: cartOf(0) } });
    await readUnseenCart(7);
    expect(paths(requests)).toEqual(['/api/cart']);
    expect(localStorage.getItem('club-cart-lines:7')).toBe('0');
    expect(await cartDbExists()).toBe(false);
  });

  it('is brought onto the device, and counted, when the server holds lines', async () => {
    fakeApi({ 'GET /api/cart': { body: cartOf(2) } });
    await readUnseenCart(7);
    expect(
      (await cartLines('7')).map(({ productId, quantity }) => ({ productId, quantity })),
    ).toEqual([{ productId: tyre.id, quantity: 2 }]);
    expect(localStorage.getItem('club-cart-lines:7')).toBe('1');
  });
});
