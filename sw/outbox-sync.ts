/**
 * Background Sync of the offline outbox: the service worker's side of the drain.
 *
 * The worker does not send queued writes itself. The bearer token lives in the page's
 * localStorage (or sessionStorage), which a worker cannot read, and copying it into IndexedDB
 * for the worker would leave a session key where any leftover entry can outlive a sign-out.
 * So on 'sync' it asks an open window to drain; with no window open it does nothing, and the
 * page drains on its next start (the entries are safe in IndexedDB meanwhile).
 */
import { DRAIN_OUTBOX_MESSAGE, OUTBOX_SYNC_TAG } from '../src/contract/outbox';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function askWindowsToDrain(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // One window is enough: the drain is under a Web Lock shared by all tabs anyway.
  const target = windows.find((client) => client.visibilityState === 'visible') ?? windows[0];
  target?.postMessage({ type: DRAIN_OUTBOX_MESSAGE });
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(askWindowsToDrain());
});
