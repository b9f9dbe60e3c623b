/**
 * The files of the versions before this one, kept for the tabs still running them
 * (docs/releasing.md). A tab opened on the previous version keeps its page when this worker
 * takes over, and asks for that version's screens as the member moves on: their files must
 * still be there, offline too. So when this worker activates, the hashed files it no longer
 * precaches are moved to a cache of their own instead of being deleted, and the earlier
 * versions' caches beyond the last few are let go.
 */
import type { PrecacheController } from 'workbox-precaching';
import {
  EARLIER_RELEASE_CACHE_PREFIX,
  EARLIER_RELEASES_KEPT,
  isHashedAsset,
} from '../src/contract/pwa';

declare const self: ServiceWorkerGlobalScope;

/** The earlier versions' caches, oldest first (each is named by when it was made). */
async function earlierCaches(): Promise<string[]> {
  const names = (await caches.keys()).filter((name) =>
    name.startsWith(EARLIER_RELEASE_CACHE_PREFIX),
  );
  const madeAt = (name: string) => Number(name.slice(EARLIER_RELEASE_CACHE_PREFIX.length));
  return names.sort((a, b) => madeAt(a) - madeAt(b));
}

/**
 * Copies the hashed files of the precache that this version does not list into a new cache of
 * the version leaving, before the precache's own clean-up removes them.
 */
export async function keepLeavingFiles(precache: PrecacheController): Promise<void> {
  const current = await caches.open(precache.strategy.cacheName);
  const listed = new Set(precache.getURLsToCacheKeys().values());
  const leaving = (await current.keys()).filter(
    (request) => !listed.has(request.url) && isHashedAsset(new URL(request.url).pathname),
  );
  if (leaving.length > 0) {
    const kept = await caches.open(`${EARLIER_RELEASE_CACHE_PREFIX}${Date.now()}`);
    for (const request of leaving) {
      const response = await current.match(request);
      if (response) await kept.put(request, response);
    }
  }
  const names = await earlierCaches();
  await Promise.all(names.slice(0, -EARLIER_RELEASES_KEPT).map((name) => caches.delete(name)));
}

/**
 * A hashed file this version does not precache: an earlier version's, from its kept cache (or
 * the precache, for a file asked for under a fresh query after a failed load), else from the
 * server, which keeps earlier releases' files for a while too. One fetched is kept with the
 * newest earlier version's files, for the next time offline.
 */
export async function earlierFile(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const bare = url.origin + url.pathname;
  const kept = await caches.match(bare);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const newest = (await earlierCaches()).at(-1) ?? `${EARLIER_RELEASE_CACHE_PREFIX}${Date.now()}`;
    const copy = response.clone();
    // Kept for later; the page need not wait for it.
    void caches
      .open(newest)
      .then((cache) => cache.put(bare, copy))
      .catch(() => undefined);
  }
  return response;
}

/** Whether the worker should answer `request` with earlierFile. */
export function isEarlierFileRequest(url: URL, request: Request): boolean {
  return (
    request.method === 'GET' && url.origin === self.location.origin && isHashedAsset(url.pathname)
  );
}
