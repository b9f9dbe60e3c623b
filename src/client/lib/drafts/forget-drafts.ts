/**
 * Forgetting every draft on this device: at sign-out and when another member signs in
 * (lib/pwa/clear-user-data.ts), so the next person on a shared phone never finds the last one's
 * words. Tiny, as the sign-out code is on every screen; the drafts' own code is not.
 */

/** The IndexedDB database the drafts live in (draft-store.ts). */
export const DRAFTS_DB = 'club-drafts';

const forgetters = new Set<() => void>();

/** The drafts' code, once loaded, drops what it holds in memory with the database. */
export function onDraftsForgotten(forget: () => void): void {
  forgetters.add(forget);
}

/**
 * Deletes the drafts' database. An open connection in another tab is told to close
 * (`versionchange`) and forgets its copies; the deletion then goes ahead.
 */
export function forgetAllDrafts(): Promise<void> {
  for (const forget of forgetters) forget();
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(DRAFTS_DB);
      // Blocked: a tab that cannot answer yet (asleep) holds it open. The deletion waits for it,
      // queued before any later opening, so nobody reads the old drafts meanwhile.
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}
