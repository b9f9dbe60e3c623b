/**
 * Empties the caches that hold a member's data, so nothing of theirs is shown to the next person
 * on this device. The page deletes them itself (the Cache API works from a window) and also
 * tells the service worker, which may be in the middle of writing one.
 */
import { SW_MESSAGE, USER_DATA_CACHES } from '../../../contract/pwa';

const LAST_USER_KEY = 'lastUserId';

/**
 * Device storage keys a member's forms keep their drafts under (followed by the member's id).
 * A parcel draft holds its receiver's phone and address, which the next person on a shared
 * phone must not find.
 */
export const MEMBER_DRAFT_PREFIXES = { parcel: 'parcel-draft:' } as const;

/** The IndexedDB database the other forms keep their drafts in (lib/drafts/draft-store.ts). */
export const DRAFTS_DB = 'club-drafts';

function clearMemberDrafts(): void {
  try {
    const prefixes = Object.values(MEMBER_DRAFT_PREFIXES);
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key && prefixes.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}

/**
 * Deletes the drafts' database. A tab holding it open is told to close it (`versionchange`) and
 * forgets its copies in memory (draft-store.ts); the deletion waits for that, queued before any
 * later opening, so nobody reads the last member's drafts meanwhile.
 */
function forgetFormDrafts(): Promise<unknown> {
  return new Promise((done) => {
    try {
      const request = indexedDB.deleteDatabase(DRAFTS_DB);
      request.onsuccess = request.onerror = request.onblocked = done;
    } catch {
      done(null); // No IndexedDB here: no drafts either.
    }
  });
}

export async function clearUserData(): Promise<void> {
  clearMemberDrafts();
  const drafts = forgetFormDrafts();
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGE.clearUserData });
  if (typeof caches !== 'undefined')
    await Promise.all(USER_DATA_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
  await drafts;
}

/** Called with each signed-in member: a different one than last time starts with empty caches. */
export async function noteSignedInUser(userId: number | string): Promise<void> {
  const id = String(userId);
  let last: string | null = null;
  try {
    last = localStorage.getItem(LAST_USER_KEY);
    localStorage.setItem(LAST_USER_KEY, id);
  } catch {
    // Storage blocked: we cannot tell who came before, so assume someone else did.
  }
  if (last !== id) await clearUserData();
}
