import type { WorkboxPlugin } from 'workbox-core';
import { FROM_CACHE_HEADER } from '../src/contract/pwa';

/**
 * Marks a reply taken from the cache with the time the server produced it (its Date header), so
 * the page can say how old what it shows is. A reply from the network carries no such mark.
 */
export const fromCachePlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    const produced = Date.parse(headers.get('Date') ?? '');
    headers.set(
      FROM_CACHE_HEADER,
      new Date(Number.isNaN(produced) ? Date.now() : produced).toISOString(),
    );
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
