/**
 * The cart on this device (Dexie), so it survives reloads and works offline. A visitor's lines
 * are kept under the owner 'guest'; a member's under their id, as a copy of their cart on the
 * server plus the changes the server has not had yet.
 */
import { Dexie, type Table } from 'dexie';
import type { Product } from '../../../../contract/products';
import { CART_DB_NAME, GUEST_OWNER } from './cart-count';

export { CART_DB_NAME, GUEST_OWNER };

export interface StoredCartLine {
  /** 'guest', or the member's id as text (IndexedDB cannot index null). */
  owner: string;
  productId: number;
  quantity: number;
  /** The product as last seen: name, picture, price and stock for the screens. */
  product: Product;
  /** Picked for the next checkout. */
  selected: boolean;
  addedAt: string;
  /** Removed here; kept until the server has the removal. */
  removed: boolean;
  /** A change the server has not had yet (members' lines only). */
  unsent: boolean;
  /** Counts local changes, so a sync marks as sent only the change it sent. */
  version: number;
}

export type CartDb = Dexie & { lines: Table<StoredCartLine, [string, number]> };

export function openCartDb(name = CART_DB_NAME): CartDb {
  const db = new Dexie(name) as CartDb;
  db.version(1).stores({ lines: '[owner+productId], owner' });
  return db;
}

let shared: CartDb | undefined;

export function cartDb(): CartDb {
  shared ??= openCartDb();
  return shared;
}
