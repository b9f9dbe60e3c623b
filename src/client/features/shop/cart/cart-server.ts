/**
 * The member's cart as the server has it, without the cart's database: the sync reads it, and so
 * does the header, which on a device that never held a cart needs nothing more when it is empty.
 */
import type { Cart } from '../../../../contract/shop-cart';
import { CART_PATHS } from '../../../../contract/shop-cart-constants';
import { FROM_CACHE_HEADER } from '../../../../contract/pwa';
import { ApiError, apiUrl, buildHeaders } from '../../../lib/api-client';
import { databaseExists } from '../../../lib/stored-value';
import { CART_DB_NAME, ownerKey, rememberCart } from './cart-count';

/**
 * The server's cart, or null when the reply is the service worker's older copy (the network
 * was slow): an old copy would take back lines added since, so it is not read.
 */
export async function freshServerCart(): Promise<Cart | null> {
  const response = await fetch(apiUrl(CART_PATHS.cart), {
    headers: await buildHeaders('GET'),
    credentials: 'same-origin',
  });
  if (response.headers.has(FROM_CACHE_HEADER)) return null;
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return (await response.json()) as Cart;
}

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
