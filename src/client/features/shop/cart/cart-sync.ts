/**
 * Keeps a member's cart on this device and on the server the same, so it follows them across
 * devices: first a visitor's cart left on this device is merged into theirs (POST /cart/merge),
 * then changes made here, offline too, are sent (PUT and DELETE set a state, so sending one
 * twice changes nothing more), then the server's cart is read back, with lines changed on
 * another device and quantities cut to the stock. A visitor's lines only have their products
 * refreshed. One sync runs at a time across the tabs (Web Locks, where there are any).
 */
import type { Cart, CartMerge } from '../../../../contract/shop-cart';
import { CART_PATHS } from '../../../../contract/shop-cart-constants';
import type { Product } from '../../../../contract/products';
import { PRODUCT_PATHS } from '../../../../contract/products-constants';
import { IDEMPOTENCY_HEADER } from '../../../../contract/idempotency';
import { CONTRACT_VERSION_HEADER, currentVersionOf } from '../../../../contract/write-versions';
import { api, ApiError } from '../../../lib/api-client';
import { cartDb, GUEST_OWNER, type CartDb, type StoredCartLine } from './cart-db';
import { capQuantity } from './cart-quantity';
import { rememberCart, rememberedLines } from './cart-count';
import { freshServerCart } from './fresh-server-cart';
import { cartLines, ownerKey } from './cart-store';

const LOCK_NAME = 'club-cart-sync';

/** Every write of the sync says the contract version it is made in (write-versions.ts). */
const VERSION = { [CONTRACT_VERSION_HEADER]: String(currentVersionOf('cart.sync')) };

/**
 * A refusal that a retry will not change: the change is dropped and the server's cart wins. A
 * 426 is not one: the server wants a newer app, which will send the change it keeps here.
 */
const isFinal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429 &&
  error.status !== 426;

async function mergeGuestCart(owner: string, db: CartDb): Promise<void> {
  const guest = await cartLines(GUEST_OWNER, db);
  if (guest.length === 0) return;
  const body: CartMerge = {
    lines: guest.map((line) => ({ productId: line.productId, quantity: line.quantity })),
  };
  await api<Cart>(CART_PATHS.merge, {
    method: 'POST',
    body,
    headers: { ...VERSION, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  });
  await db.transaction('rw', db.lines, async () => {
    for (const line of guest) {
      await db.lines.delete([GUEST_OWNER, line.productId]);
      // What the visitor picked stays picked; the quantity comes with the server's cart.
      const held = await db.lines.get([owner, line.productId]);
      if (!held || held.removed) {
        await db.lines.put({ ...line, owner, unsent: false, removed: false, version: 0 });
      }
    }
  });
}

async function sendChanges(owner: string, db: CartDb): Promise<void> {
  const unsent = (await db.lines.where('owner').equals(owner).toArray()).filter((l) => l.unsent);
  for (const line of unsent) {
    try {
      if (line.removed) {
        await api<Cart>(CART_PATHS.line(line.productId), { method: 'DELETE', headers: VERSION });
      } else {
        await api<Cart>(CART_PATHS.lines, {
          method: 'PUT',
          body: { productId: line.productId, quantity: line.quantity },
          headers: VERSION,
        });
      }
    } catch (error) {
      if (!isFinal(error)) throw error;
    }
    await db.transaction('rw', db.lines, async () => {
      const now = await db.lines.get([owner, line.productId]);
      if (!now || now.version !== line.version) return;
      if (now.removed) await db.lines.delete([owner, line.productId]);
      else await db.lines.put({ ...now, unsent: false });
    });
  }
}

async function readServerCart(owner: string, db: CartDb): Promise<void> {
  const cart = await freshServerCart();
  if (!cart) return;
  await db.transaction('rw', db.lines, async () => {
    const local = await db.lines.where('owner').equals(owner).toArray();
    for (const line of local) {
      const there = cart.lines.find((one) => one.productId === line.productId);
      if (!there) {
        if (!line.unsent) await db.lines.delete([owner, line.productId]);
        continue;
      }
      // The stock may have fallen since the line was set: it is cut here and the cut is sent.
      const wanted = line.unsent ? line.quantity : there.quantity;
      const quantity = withinStock(wanted, there.product);
      const cut = quantity !== there.quantity;
      await db.lines.put({
        ...line,
        quantity,
        product: there.product,
        unsent: line.unsent || cut,
        version: line.version + (quantity !== line.quantity ? 1 : 0),
      });
    }
    for (const there of cart.lines) {
      if (local.some((line) => line.productId === there.productId)) continue;
      const quantity = withinStock(there.quantity, there.product);
      const line: StoredCartLine = {
        owner,
        productId: there.productId,
        quantity,
        product: there.product,
        selected: true,
        addedAt: there.addedAt,
        removed: false,
        unsent: quantity !== there.quantity,
        version: 0,
      };
      await db.lines.put(line);
    }
  });
}

/** A sold-out line keeps its quantity (it shows as sold out); any other is cut to the stock. */
const withinStock = (quantity: number, product: Product) =>
  product.quantityAvailable > 0 ? capQuantity(quantity, product.quantityAvailable) : quantity;

/** A visitor's products as the catalogue has them now; quantities cut to the stock. */
async function refreshGuestLines(db: CartDb): Promise<void> {
  const lines = await cartLines(GUEST_OWNER, db);
  for (const line of lines) {
    let product: Product;
    try {
      product = await api<Product>(PRODUCT_PATHS.one(line.productId));
    } catch (error) {
      if (!isFinal(error)) throw error;
      continue;
    }
    await db.transaction('rw', db.lines, async () => {
      const now = await db.lines.get([GUEST_OWNER, line.productId]);
      if (!now) return;
      const quantity = capQuantity(now.quantity, product.quantityAvailable);
      await db.lines.put({ ...now, product, quantity });
    });
  }
}

async function syncOnce(memberId: number | null, db: CartDb): Promise<void> {
  const owner = ownerKey(memberId);
  if (memberId !== null) {
    await mergeGuestCart(owner, db);
    await sendChanges(owner, db);
    await readServerCart(owner, db);
  } else await refreshGuestLines(db);
  // The header's count, read without the database.
  for (const counted of new Set([owner, GUEST_OWNER]))
    rememberCart(counted, await cartLines(counted, db));
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Syncs now; a call while a sync runs earns one more pass afterwards. Rejects when the server
 * could not be reached (the changes wait for the next try).
 */
export function syncCart(memberId: number | null, db: CartDb = cartDb()): Promise<void> {
  // A visitor's sync refreshes the prices and stock of their lines: with none counted, there is
  // nothing to refresh, and the database stays closed.
  if (memberId === null && rememberedLines(GUEST_OWNER) === 0) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  const locked = () =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(LOCK_NAME, () => syncOnce(memberId, db))
      : syncOnce(memberId, db);
  running = (async () => {
    do {
      again = false;
      await locked();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
