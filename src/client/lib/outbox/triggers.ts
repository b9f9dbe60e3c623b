/**
 * When the page drains (docs/architecture.md, Offline): on start, when the network comes back, when
 * the app becomes visible again, and when the service worker relays a Background Sync.
 */
import { OUTBOX_SYNC_TAG, DRAIN_OUTBOX_MESSAGE } from '../../../contract/outbox';
import { onReconnect } from '../pwa/connectivity';
import type { Outbox } from './outbox';
import { outboxMayHaveEntries } from './waiting';

let started = false;

export function startOutboxTriggers(outbox: Outbox): void {
  if (started) return;
  started = true;
  const drain = () => void outbox.drain().catch(() => undefined);
  // Back online (or woken by Background Sync, which fires when it is): lost tries go at once.
  const drainReconnected = () => void outbox.drainReconnected().catch(() => undefined);
  onReconnect(drainReconnected);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') drain();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === DRAIN_OUTBOX_MESSAGE)
      drainReconnected();
  });
  // On start, only when something may wait: the counts kept beside the outbox say so without
  // opening its database, which a screen that merely shows queued writes need not open.
  void outboxMayHaveEntries().then((may) => {
    if (may) drain();
  });
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake us when the network is back, even after the tab is closed (Chrome
 * has Background Sync; elsewhere the page's own triggers do the work).
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    // getRegistration, not ready: ready never settles where no worker is installed.
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused (permission, private mode): the page drains on its next start instead.
  }
}
