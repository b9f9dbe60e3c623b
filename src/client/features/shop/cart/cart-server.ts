/**
 * The header's first look at a member's cart on the server, without the cart's database: a
 * device that never held a cart needs nothing more when the cart is empty.
 */
import { databaseExists } from '../../../lib/stored-value';
import { CART_DB_NAME, ownerKey, rememberCart } from './cart-count';
import { freshServerCart } from './fresh-server-cart';

/**
 * Brings a member's cart this device has not seen. A device that never held a cart has nothing
 * to merge or send, so an empty cart on the server is counted without loading the database.
 */
export async function readUnseenCart(memberId: number): Promise<void> {
  if (!(await databaseExists(CART_DB_NAME))) {
    const cart = await freshServerCart();
    if (cart?.lines.length === 0) {
      rememberCart(ownerKey(memberId), []);
      return;
    }
  }
  const { syncCart } = await import('./cart-sync');
  await syncCart(memberId);
}
