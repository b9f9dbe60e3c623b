/**
 * Changes to the cart on this device. Every change caps the quantity at the stock last seen
 * and, for a member, is marked unsent; cart-sync.ts sends it when the network allows.
 */
import { liveQuery } from 'dexie';
import type { Product } from '../../../../contract/products';
import { cartDb, GUEST_OWNER, type CartDb, type StoredCartLine } from './cart-db';
import { ownerKey, rememberCart } from './cart-count';
import { capQuantity } from './cart-quantity';

export { ownerKey };

const isMember = (owner: string) => owner !== GUEST_OWNER;

/** The lines shown: removed ones wait only for the server. */
export async function cartLines(owner: string, db: CartDb = cartDb()): Promise<StoredCartLine[]> {
  const rows = await db.lines.where('owner').equals(owner).toArray();
  return rows
    .filter((line) => !line.removed)
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.productId - b.productId);
}

/**
 * Calls `onLines` with the owner's lines now and after every change, from any tab, until the
 * returned function is called; `onFailure` when the device keeps no database (a locked-down
 * browser).
 */
export function watchCartLines(
  owner: string,
  onLines: (lines: StoredCartLine[]) => void,
  onFailure: () => void,
): () => void {
  const subscription = liveQuery(() => cartLines(owner)).subscribe({
    next: onLines,
    error: onFailure,
  });
  return () => subscription.unsubscribe();
}

/** Adds `quantity` of the product, on top of what the cart holds, up to the stock. */
export async function addToCart(
  owner: string,
  product: Product,
  quantity: number,
  db: CartDb = cartDb(),
): Promise<number> {
  const added = await db.transaction('rw', db.lines, async () => {
    const held = await db.lines.get([owner, product.id]);
    const before = held && !held.removed ? held.quantity : 0;
    const next = capQuantity(before + quantity, product.quantityAvailable);
    await db.lines.put({
      owner,
      productId: product.id,
      quantity: next,
      product,
      selected: held && !held.removed ? held.selected : true,
      addedAt: held && !held.removed ? held.addedAt : new Date().toISOString(),
      removed: false,
      unsent: isMember(owner),
      version: (held?.version ?? 0) + 1,
    });
    return next;
  });
  // The count kept beside the cart says it is no longer empty, offline too: a screen that
  // skipped the database for an empty cart (use-cart.ts) reads it from now on.
  rememberCart(owner, await cartLines(owner, db));
  return added;
}

/** Sets a line's quantity, capped at the stock last seen; returns what it was set to. */
export async function setQuantity(
  owner: string,
  productId: number,
  quantity: number,
  db: CartDb = cartDb(),
): Promise<number | null> {
  return db.transaction('rw', db.lines, async () => {
    const held = await db.lines.get([owner, productId]);
    if (!held || held.removed) return null;
    const next = capQuantity(quantity, held.product.quantityAvailable);
    if (next === held.quantity) return next;
    await db.lines.put({
      ...held,
      quantity: next,
      unsent: isMember(owner),
      version: held.version + 1,
    });
    return next;
  });
}

export async function removeLine(owner: string, productId: number, db: CartDb = cartDb()) {
  await db.transaction('rw', db.lines, async () => {
    const held = await db.lines.get([owner, productId]);
    if (!held) return;
    if (!isMember(owner)) await db.lines.delete([owner, productId]);
    else await db.lines.put({ ...held, removed: true, unsent: true, version: held.version + 1 });
  });
}

/** Picking lines for checkout stays on this device: it is not part of the server's cart. */
export async function setSelected(
  owner: string,
  productIds: number[],
  selected: boolean,
  db: CartDb = cartDb(),
) {
  await db.transaction('rw', db.lines, async () => {
    for (const productId of productIds) {
      const held = await db.lines.get([owner, productId]);
      if (held) await db.lines.put({ ...held, selected });
    }
  });
}

/** Lines an order took: the server took them out of the member's cart when it placed it. */
export async function forgetLines(owner: string, productIds: number[], db: CartDb = cartDb()) {
  await db.lines.bulkDelete(productIds.map((productId) => [owner, productId] as [string, number]));
}
