/**
 * The cart's changes and live view (cart-store.ts, which brings the database, Dexie), loaded
 * once for the page by whichever needs them first: a product's "Add to cart" or a screen reading
 * the lines. Offline before the service worker holds the file, it is asked for again once back
 * online; the browser remembers a failed import of an address for the page's life, so every
 * caller must take that second copy, not import the file itself.
 */
import { importWhenOnline } from '../../../lib/load-late';
import type * as CartStore from './cart-store';

let loading: Promise<typeof CartStore> | undefined;

export function loadCartStore(): Promise<typeof CartStore> {
  loading ??= importWhenOnline(() => import('./cart-store'));
  return loading;
}
