/**
 * The service worker: the app itself is precached, so every screen opens offline after one
 * visit; API replies are kept for reading offline and are emptied when the member changes.
 */
// First: zod must know it may not use eval before the push contract builds its schemas.
import '../src/contract/zod-without-eval';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  API_NETWORK_TIMEOUT_SECONDS,
  FONT_CACHE,
  LANGUAGE_FONT_FILE,
  MEDIA_CACHE,
  MEDIA_CACHE_MAX_AGE_SECONDS,
  MEDIA_CACHE_MAX_ENTRIES,
  apiCacheFor,
  PUBLIC_API_CACHE,
  SW_MESSAGE,
  USER_DATA_CACHES,
} from '../src/contract/pwa';
import { earlierFile, isEarlierFileRequest, keepLeavingFiles } from './earlier-releases';
import { fromCachePlugin } from './from-cache-plugin';
import { noteMemberCachesEmptied, sameMemberPlugin } from './same-member-plugin';
import './push';
import './outbox-sync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The precache is driven by hand rather than by precacheAndRoute, so that the files a new
// version no longer lists are set aside for the tabs of the previous one before they go.
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => void precache.install(event));
self.addEventListener('activate', (event) => {
  event.waitUntil(
    keepLeavingFiles(precache)
      .catch(() => undefined)
      .then(() => precache.activate(event)),
  );
});
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
// The first worker takes the open page at once (there is no older version to clash with); a
// later one waits for the member's Reload (SKIP_WAITING) and the page reloads on the switch.
clientsClaim();

// Client routes open the precached shell; the API and the socket must reach the server (a
// shell in place of JSON would be parsed as garbage).
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/],
  }),
);

// An earlier version's file, for a tab still running that version.
registerRoute(
  ({ url, request }) => isEarlierFileRequest(url, request),
  ({ request }) => earlierFile(request),
);

/** The cache a GET of ours is kept in, if any (the page's first visit keeps by the same rule). */
const cacheOf = (url: URL, request: Request) =>
  request.method === 'GET' && url.origin === self.location.origin
    ? apiCacheFor(url.pathname)
    : null;

// Only whole, successful replies are kept: an error must not stand in for data later.
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ url, request }) => cacheOf(url, request) === MEDIA_CACHE,
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      okOnly(),
      sameMemberPlugin,
      new ExpirationPlugin({
        maxEntries: MEDIA_CACHE_MAX_ENTRIES,
        maxAgeSeconds: MEDIA_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Bangla's font, once a page showed Bangla: the same file for ever (its name has its hash).
registerRoute(
  ({ url }) => url.origin === self.location.origin && LANGUAGE_FONT_FILE.test(url.pathname),
  new CacheFirst({ cacheName: FONT_CACHE, plugins: [okOnly()] }),
);

registerRoute(
  ({ url, request }) => cacheOf(url, request) === PUBLIC_API_CACHE,
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly(), fromCachePlugin],
  }),
);

registerRoute(
  ({ url, request }) => cacheOf(url, request) === API_CACHE,
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      okOnly(),
      sameMemberPlugin,
      new ExpirationPlugin({
        maxEntries: API_CACHE_MAX_ENTRIES,
        maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
      fromCachePlugin,
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGE.clearUserData) {
    noteMemberCachesEmptied();
    event.waitUntil(Promise.all(USER_DATA_CACHES.map((name) => caches.delete(name))));
  }
});
