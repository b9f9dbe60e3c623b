import { Suspense } from 'react';
import { lazyAfterIdle } from '../../lib/load-late';

/** Loaded after the first idle moment, so the cart (and Dexie) never delay the first paint. */
const HeaderCart = lazyAfterIdle(() => import('../shop/header-cart'));

/** The header's cart icon with the count of its lines. */
export function CartBadge() {
  return (
    <Suspense fallback={null}>
      <HeaderCart />
    </Suspense>
  );
}
