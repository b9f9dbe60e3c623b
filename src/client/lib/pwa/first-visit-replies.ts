/**
 * One visit is enough to read offline. On a device's first visit the app reads the server before
 * its service worker is installed, so those replies pass by the worker, and the screens of that
 * visit would open offline with nothing. The page puts each such reply in the cache the worker
 * reads offline, by the worker's own rule (apiCacheFor), as the worker would have. The pictures
 * it showed are kept once the worker controls the page (first-visit-pictures.ts).
 */
import { apiCacheFor } from '../../../contract/pwa';

/** Whether a read about to be made passes by the service worker (none controls the page yet). */
export function readPassesWorker(): boolean {
  return 'serviceWorker' in navigator && !navigator.serviceWorker.controller;
}

/**
 * A reply to a GET that passed by the service worker: kept where the worker would have kept it.
 * Call it before the body is read.
 */
export function keepUncontrolledReply(url: string, response: Response): void {
  const name = apiCacheFor(new URL(url, window.location.origin).pathname);
  if (response.status !== 200 || !name || typeof caches === 'undefined') return;
  const copy = response.clone();
  void caches
    .open(name)
    .then((cache) => cache.put(url, copy))
    .catch(() => undefined);
}
