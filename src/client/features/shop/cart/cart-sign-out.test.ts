import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../../contract/shop-cart';
import { fakeApi } from '../../../testing/fake-api';
import { openCartDb, type CartDb } from './cart-db';
import { forgetMemberCarts, sendMemberCart } from './cart-sign-out';
import { addToCart, cartLines } from './cart-store';
import { testProduct } from '../test-product';

let dbs = 0;
const opened: CartDb[] = [];
function freshDb() {
  const db = openCartDb(`cart-sign-out-test-${++dbs}`);
  opened.push(db);
  return db;
}
afterEach(() => {
  opened.splice(0).forEach((db) => db.close());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const tyre = testProduct({ id: 21, quantityAvailable: 5 });
const bell = testProduct({ id: 22, name: 'Bell', quantityAvailable: 4 });
const emptyCart: Cart = { lines: [], itemsTotal: 0, currency: 'BDT' };

describe('signing out', () => {
  it("takes every member's lines off the device and keeps the visitor's", async () => {
    const db = freshDb();
    await addToCart('7', tyre, 2, db);
    await addToCart('8', tyre, 1, db);
    await addToCart('guest', bell, 1, db);
    await forgetMemberCarts(db);
    expect(await cartLines('7', db)).toEqual([]);
    expect(await cartLines('8', db)).toEqual([]);
    expect((await cartLines('guest', db)).map((line) => line.productId)).toEqual([bell.id]);
  });

  it('sends unsent changes to the server first', async () => {
    const db = freshDb();
    await addToCart('7', tyre, 2, db);
    const requests = fakeApi({
      'PUT /api/cart/lines': { body: emptyCart },
      'GET /api/cart': { body: emptyCart },
    });
    await sendMemberCart(7, db);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      productId: tyre.id,
      quantity: 2,
    });
  });

  it('asks nothing of the server when everything was sent', async () => {
    const db = freshDb();
    await addToCart('7', tyre, 2, db);
    await db.lines.update(['7', tyre.id], { unsent: false });
    const requests = fakeApi({});
    await sendMemberCart(7, db);
    expect(requests).toEqual([]);
  });

  it('does not wait for a server that does not answer', async () => {
    const db = freshDb();
    await addToCart('7', tyre, 2, db);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const started = Date.now();
    await sendMemberCart(7, db);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
