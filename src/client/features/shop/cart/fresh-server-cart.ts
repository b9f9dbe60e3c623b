/**
 * One read of the member's cart from the server, apart from the cart's database: both the
 * header's first look (cart-server.ts) and the sync (cart-sync.ts) make it, and the sync loads
 * after the header's look, so neither file imports the other.
 */
import type { Cart } from '../../../../contract/shop-cart';
import { CART_PATHS } from '../../../../contract/shop-cart-constants';
import { FROM_CACHE_HEADER } from '../../../../contract/pwa';
import { ApiError, apiUrl, buildHeaders } from '../../../lib/api-client';

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
