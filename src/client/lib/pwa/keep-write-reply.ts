/**
 * A write whose reply is the whole of what a screen reads (each roll-call mark answers the
 * roll-call's list): that reply is kept as the screen's read, where the service worker looks for
 * it offline, so the screen opens offline as it last stood rather than as before the writes.
 * Apart from first-visit-replies.ts, which every first screen loads: only the screens that
 * write so carry it.
 */
import { API_PREFIX } from '../../../contract/api-paths';
import { apiCacheFor } from '../../../contract/pwa';

export function keepWriteReplyAsRead(readPath: string, body: unknown, date: string | null): void {
  const url = new URL(`${API_PREFIX}${readPath}`, window.location.origin);
  const name = apiCacheFor(url.pathname);
  if (!name || typeof caches === 'undefined') return;
  const reply = new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', Date: date ?? new Date().toUTCString() },
  });
  void caches
    .open(name)
    .then((cache) => cache.put(url.href, reply))
    .catch(() => undefined);
}
