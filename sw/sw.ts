/**
 * The service worker: the app itself is precached, so every screen opens offline after one
 * visit; API replies are kept for reading offline and are emptied when the member changes.
 */
// First: zod must know it may not use eval before the push contract builds its schemas.
import '../src/contract/zod-without-eval';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  API_NETWORK_TIMEOUT_SECONDS,
  MEDIA_CACHE,
  MEDIA_CACHE_MAX_AGE_SECONDS,
  MEDIA_CACHE_MAX_ENTRIES,
  PUBLIC_API_CACHE,
  PUBLIC_API_PATHS,
  SW_MESSAGE,
  SW_NETWORK_ONLY_PREFIXES,
  USER_DATA_CACHES,
} from '../src/contract/pwa';
import { fromCachePlugin } from './from-cache-plugin';
import './push';
import './outbox-sync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open page at once (there is no older version to clash with); a
// later one waits for the member's Reload (SKIP_WAITING) and the page reloads on the switch.
clientsClaim();

// Client routes open the precached shell; the API and the socket must reach the server (a
// shell in place of JSON would be parsed as garbage).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/],
  }),
);

const isApiGet = (url: URL, request: Request) =>
  request.method === 'GET' &&
  url.origin === self.location.origin &&
  url.pathname.startsWith('/api/') &&
  !SW_NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));

// Only whole, successful replies are kept: an error must not stand in for data later.
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ url, request }) => isApiGet(url, request) && url.pathname.startsWith('/api/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      okOnly(),
      new ExpirationPlugin({
        maxEntries: MEDIA_CACHE_MAX_ENTRIES,
        maxAgeSeconds: MEDIA_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url, request }) =>
    isApiGet(url, request) && (PUBLIC_API_PATHS as readonly string[]).includes(url.pathname),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly(), fromCachePlugin],
  }),
);

registerRoute(
  ({ url, request }) => isApiGet(url, request),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      okOnly(),
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
    event.waitUntil(Promise.all(USER_DATA_CACHES.map((name) => caches.delete(name))));
  }
});
