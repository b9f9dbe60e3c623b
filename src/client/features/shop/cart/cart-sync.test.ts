import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../../contract/shop-cart';
import { fakeApi } from '../../../testing/fake-api';
import { openCartDb, type CartDb } from './cart-db';
import { syncCart } from './cart-sync';
import { addToCart, cartLines, removeLine } from './cart-store';
import { testProduct } from '../test-product';

let dbs = 0;
const opened: CartDb[] = [];
function freshDb() {
  const db = openCartDb(`cart-sync-test-${++dbs}`);
  opened.push(db);
  return db;
}
afterEach(() => {
  opened.splice(0).forEach((db) => db.close());
  vi.unstubAllGlobals();
});

const tyre = testProduct({ id: 11, quantityAvailable: 5 });
const bell = testProduct({ id: 12, name: 'Bell', quantityAvailable: 4 });
const lube = testProduct({ id: 13, name: 'Chain lube', quantityAvailable: 9 });

/** The calls about the cart; a first write also asks /health for the anti-forgery cookie. */
const cartCalls = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.url.pathname !== '/api/health');

function serverCart(lines: { product: typeof tyre; quantity: number }[]): Cart {
  return {
    lines: lines.map(({ product, quantity }) => ({
      productId: product.id,
      quantity,
      product,
      price: 300_000,
      lineTotal: 300_000 * quantity,
      addedAt: '2026-11-20T10:00:00.000Z',
    })),
    itemsTotal: 0,
    currency: 'BDT',
  };
}

describe("syncing a member's cart", () => {
  it('merges the visitor’s cart, sends offline changes, then takes the server’s cart', async () => {
    const db = freshDb();
    await addToCart('guest', bell, 2, db);
    await addToCart('7', tyre, 3, db);
    const all = fakeApi({
      'POST /api/cart/merge': { body: serverCart([]) },
      'PUT /api/cart/lines': { body: serverCart([]) },
      // Another device added the lube; the bell came from the merge, capped by the server.
      'GET /api/cart': {
        body: serverCart([
          { product: tyre, quantity: 3 },
          { product: bell, quantity: 1 },
          { product: lube, quantity: 1 },
        ]),
      },
    });

    await syncCart(7, db);

    const requests = cartCalls(all);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /api/cart/merge',
      'PUT /api/cart/lines',
      'GET /api/cart',
    ]);
    expect(requests[0]!.body).toEqual({ lines: [{ productId: bell.id, quantity: 2 }] });
    expect(requests[1]!.body).toEqual({ productId: tyre.id, quantity: 3 });
    expect(await cartLines('guest', db)).toEqual([]);
    const mine = await cartLines('7', db);
    expect(
      mine.map(({ productId, quantity, unsent }) => ({ productId, quantity, unsent })),
    ).toEqual(
      expect.arrayContaining([
        { productId: tyre.id, quantity: 3, unsent: false },
        { productId: bell.id, quantity: 1, unsent: false },
        { productId: lube.id, quantity: 1, unsent: false },
      ]),
    );
  });

  it('sends a removal made offline and forgets the line once the server has it', async () => {
    const db = freshDb();
    await addToCart('7', tyre, 1, db);
    await db.lines.update(['7', tyre.id], { unsent: false });
    await removeLine('7', tyre.id, db);
    const all = fakeApi({
      [`DELETE /api/cart/lines/${tyre.id}`]: { body: serverCart([]) },
      'GET /api/cart': { body: serverCart([]) },
    });
    await syncCart(7, db);
    expect(cartCalls(all).map((r) => r.method)).toEqual(['DELETE', 'GET']);
    expect(await db.lines.get(['7', tyre.id])).toBeUndefined();
  });

  it('cuts a line to a stock that fell since, and marks the cut for the server', async () => {
    const db = freshDb();
    const fewer = { ...bell, quantityAvailable: 2 };
    fakeApi({ 'GET /api/cart': { body: serverCart([{ product: fewer, quantity: 4 }]) } });
    await syncCart(7, db);
    expect((await cartLines('7', db))[0]).toMatchObject({
      productId: bell.id,
      quantity: 2,
      unsent: true,
    });
  });

  it('keeps the changes when the server cannot be reached, and sends them next time', async () => {
    const db = freshDb();
    await addToCart('7', tyre, 2, db);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(syncCart(7, db)).rejects.toThrow();
    expect((await cartLines('7', db))[0]).toMatchObject({ quantity: 2, unsent: true });
  });

  it('does not take an old copy of the cart from the service worker for the server’s', async () => {
    const db = freshDb();
    await addToCart('7', tyre, 2, db);
    await db.lines.update(['7', tyre.id], { unsent: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(serverCart([])), {
            headers: {
              'content-type': 'application/json',
              'X-From-Cache': '2026-11-20T10:00:00.000Z',
            },
          }),
      ),
    );
    await syncCart(7, db);
    expect((await cartLines('7', db))[0]).toMatchObject({ productId: tyre.id, quantity: 2 });
  });
});
