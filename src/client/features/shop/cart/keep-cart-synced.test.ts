import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../../contract/shop-cart';
import { fakeApi } from '../../../testing/fake-api';
import { testProduct } from '../test-product';
import { CART_DB_NAME, cartDb } from './cart-db';
import { GUEST_OWNER } from './cart-count';
import { addToCart, cartLines } from './cart-store';
import { syncCartIfHeld } from './keep-cart-synced';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await cartDb().delete({ disableAutoOpen: false });
});

const tyre = testProduct({ id: 11, quantityAvailable: 5 });
const cartDbExists = async () =>
  (await indexedDB.databases()).some((database) => database.name === CART_DB_NAME);
const paths = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.url.pathname !== '/api/health').map((r) => r.url.pathname);

describe('a sync when the shop opens', () => {
  it("counts a first visitor's cart empty without making the database or asking the server", async () => {
    const requests = fakeApi({});
    await syncCartIfHeld(null);
    expect(paths(requests)).toEqual([]);
    expect(localStorage.getItem('club-cart-lines:guest')).toBe('0');
    expect(await cartDbExists()).toBe(false);
  });

  it("refreshes a visitor's lines from the catalogue, cutting them to the stock", async () => {
    await addToCart(GUEST_OWNER, tyre, 4);
    const requests = fakeApi({
      'GET /api/product/11': { body: { ...tyre, quantityAvailable: 2 } },
    });
    await syncCartIfHeld(null);
    expect(paths(requests)).toEqual(['/api/product/11']);
    expect((await cartLines(GUEST_OWNER)).map((line) => line.quantity)).toEqual([2]);
  });

  it("brings a member's cart from the server onto a device that never held one", async () => {
    const cart: Cart = {
      lines: [
        {
          productId: tyre.id,
          quantity: 3,
          product: tyre,
          price: 300_000,
          lineTotal: 900_000,
          addedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      itemsTotal: 900_000,
      currency: 'BDT',
    };
    fakeApi({ 'GET /api/cart': { body: cart } });
    await syncCartIfHeld(7);
    expect((await cartLines('7')).map((line) => line.quantity)).toEqual([3]);
    expect(localStorage.getItem('club-cart-lines:7')).toBe('1');
  });
});
