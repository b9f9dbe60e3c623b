/**
 * A session token as the app reads it on this device (lib/session-owner.ts reads its `sub`):
 * the signed-in member `id`, for tests that put one in localStorage. The server never sees it.
 */
export const tokenOf = (id: number) => `e30.${btoa(JSON.stringify({ sub: String(id) }))}.sig`;
