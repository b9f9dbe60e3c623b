/**
 * When the cart syncs, and whether a sync needs the cart's database at all. The screens of the
 * shop and a product's cart controls ask for syncs; the database (Dexie, about 30 KB compressed)
 * loads only where this device holds a cart, so a visitor who never filled one, or a member whose
 * cart is empty on a device that never held one, opens the shop without fetching it.
 */
import { databaseExists } from '../../../lib/stored-value';
import { onReconnect } from '../../../lib/pwa/connectivity';
import { CART_DB_NAME, GUEST_OWNER, rememberCart, rememberedLines } from './cart-count';
import { readUnseenCart } from './cart-server';

/**
 * Syncs the cart of whoever is signed in (null: the visitor). Rejects when the server could not
 * be reached (the changes wait on this device for the next try).
 */
export async function syncCartIfHeld(memberId: number | null): Promise<void> {
  // A member's cart may be on the server whatever this device holds; cart-server.ts reads it
  // without the database where the device never held one.
  if (memberId !== null) return readUnseenCart(memberId);
  // A visitor's sync refreshes the prices and stock of their lines: none counted, none to refresh.
  if (rememberedLines(GUEST_OWNER) === 0) return;
  // Nothing was ever kept here: the visitor's cart is empty.
  if (!(await databaseExists(CART_DB_NAME))) return rememberCart(GUEST_OWNER, []);
  const { syncCart } = await import('./cart-sync');
  await syncCart(null);
}

/** Syncs unless the device is offline; a failed sync waits for the next trigger. */
export function syncCartNow(memberId: number | null): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  syncCartIfHeld(memberId).catch(() => {
    // Unreachable: the changes stay marked unsent and go with the next trigger.
  });
}

/**
 * Syncs now, then each time the app is shown again and the network comes back, until the
 * returned function is called.
 */
export function keepCartSynced(memberId: number | null): () => void {
  const sync = () => syncCartNow(memberId);
  sync();
  const onVisible = () => {
    if (document.visibilityState === 'visible') sync();
  };
  const stopReconnect = onReconnect(sync);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopReconnect();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
