import { Suspense } from 'react';
import { lazyAfterIdle } from '../../lib/load-late';

/** Loaded after the first idle moment, so the outbox (and Dexie) never delay the first paint. */
const OutboxCount = lazyAfterIdle(() => import('./outbox-count'));

/** The navigation bar's count of writes waiting in the outbox; nothing while there are none. */
export function OutboxBadge() {
  return (
    <Suspense fallback={null}>
      <OutboxCount />
    </Suspense>
  );
}
