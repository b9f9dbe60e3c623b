/**
 * The drafts' database (lib/drafts/draft-store.ts) as another page of the same browser sees it:
 * to leave a draft as the page before a reload did, to read what was kept, and to keep the
 * database busy so that a page's first read of its drafts comes late.
 */
import { DRAFTS_DB } from '../lib/pwa/clear-user-data';

/** Runs against the drafts' database as another page (the one before a reload) did. */
export function inDraftsDb(act: (store: IDBObjectStore) => IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DRAFTS_DB);
    open.onupgradeneeded = () => open.result.createObjectStore('drafts', { keyPath: 'id' });
    open.onsuccess = () => {
      const db = open.result;
      const transaction = db.transaction('drafts', 'readwrite');
      const request = act(transaction.objectStore('drafts'));
      transaction.oncomplete = () => {
        db.close();
        resolve(request.result);
      };
      transaction.onerror = () => reject(transaction.error);
    };
    open.onerror = () => reject(open.error);
  });
}

/**
 * Keeps the drafts' database busy (a transaction that writes, kept open) until released: the
 * page's read of its draft waits behind it.
 */
export async function holdDraftsDb(): Promise<() => Promise<void>> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DRAFTS_DB);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  let held = true;
  const transaction = db.transaction('drafts', 'readwrite');
  const store = transaction.objectStore('drafts');
  const busy = () => {
    if (held) store.count().onsuccess = busy;
  };
  busy();
  const done = new Promise<void>((resolve) => (transaction.oncomplete = () => resolve()));
  return async () => {
    held = false;
    await done;
    db.close();
  };
}
