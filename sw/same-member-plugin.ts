import type { WorkboxPlugin } from 'workbox-core';

/**
 * Sign-outs (and changes of member) this service worker has emptied the member's caches for.
 * A reply of the last member still on its way then, a screen's data read ahead as a link was
 * reached for, would otherwise be kept after the emptying, for the next person on the device.
 */
let emptyings = 0;

export function noteMemberCachesEmptied(): void {
  emptyings += 1;
}

/** Keeps a reply only if no emptying came between its request leaving and its arrival. */
export const sameMemberPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.emptyings = emptyings;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) =>
    state?.emptyings === emptyings ? response : null,
};
