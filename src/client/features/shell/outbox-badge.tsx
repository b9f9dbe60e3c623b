import { lazy, Suspense, type ComponentType } from 'react';

/** Resolves at the first idle moment, so the outbox (and Dexie) never delay the first paint. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });
}

/** Offline without a service worker the chunk cannot load yet: try again when back online. */
function load(): Promise<{ default: ComponentType }> {
  return import('./outbox-count').catch(
    () =>
      new Promise((resolve) =>
        window.addEventListener('online', () => resolve(load()), { once: true }),
      ),
  );
}

const OutboxCount = lazy(() => idle().then(load));

/** The navigation bar's count of writes waiting in the outbox; nothing while there are none. */
export function OutboxBadge() {
  return (
    <Suspense fallback={null}>
      <OutboxCount />
    </Suspense>
  );
}
