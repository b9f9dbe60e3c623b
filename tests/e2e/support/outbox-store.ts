/**
 * The outbox as the browser keeps it: IndexedDB 'club-outbox', table 'entries'
 * (docs/architecture.md, Offline). Written out here rather than imported from the app, so a change
 * of the stored shape that would strand rows an earlier version left behind fails these tests.
 */
import { expect, type Page } from '@playwright/test';

const OUTBOX_DB = 'club-outbox';
const ENTRIES = 'entries';
const BUG_CREATE = 'bug.create';

export interface QueuedReport {
  title: string;
  description: string;
  severity: string;
  steps: string;
}

/**
 * Waits until the app has opened its outbox: queuing a write opens it, and so does any start
 * while writes wait.
 */
export async function waitForOutbox(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async (db) => (await indexedDB.databases()).some((found) => found.name === db),
        OUTBOX_DB,
      ),
    )
    .toBe(true);
}

/**
 * Has the app make its outbox database, as a browser that once queued a write has it: the app
 * opens the database only when its count says something waits, so the count is made to say so
 * and the page reloaded. The app then finds the database empty and counts nothing again.
 */
async function makeOutboxDatabase(page: Page): Promise<void> {
  if (
    await page.evaluate(
      async (db) => (await indexedDB.databases()).some((found) => found.name === db),
      OUTBOX_DB,
    )
  )
    return;
  await page.evaluate(() => localStorage.setItem('club-outbox-waiting', '{"visitor":1}'));
  await page.reload();
  await waitForOutbox(page);
}

/**
 * Leaves a bug report in line the way an earlier version of the app would have: checked by that
 * version's form, not by today's, so the server may refuse it, and with none of the counts the
 * app now keeps beside the outbox in localStorage. Owned by a visitor (ownerId null) unless a
 * member's id is given. Resolves to the entry's id.
 */
export async function queueFromEarlierVersion(
  page: Page,
  report: QueuedReport,
  ownerId: number | null = null,
): Promise<string> {
  await makeOutboxDatabase(page);
  return page.evaluate(
    ({ db, table, kind, payload, owner }) =>
      new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open(db);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const connection = opening.result;
          const id = crypto.randomUUID();
          const tx = connection.transaction(table, 'readwrite');
          tx.objectStore(table).add({
            id,
            kind,
            payload,
            createdAt: Date.now(),
            attempts: 0,
            nextAttemptAt: 0,
            lastError: null,
            lastStatus: null,
            state: 'pending',
            ownerId: owner,
            uncertain: false,
          });
          tx.oncomplete = () => {
            connection.close();
            localStorage.removeItem('club-outbox-waiting');
            resolve(id);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { db: OUTBOX_DB, table: ENTRIES, kind: BUG_CREATE, payload: report, owner: ownerId },
  );
}

/** What the outbox holds, whoever it belongs to: kind, state, tries and the last error. */
export interface StoredEntry {
  kind: string;
  state: string;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string | null;
  payload: Record<string, unknown>;
}

export function storedEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(
    ({ db, table }) =>
      new Promise<StoredEntry[]>((resolve, reject) => {
        const opening = indexedDB.open(db);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const connection = opening.result;
          if (!connection.objectStoreNames.contains(table)) {
            connection.close();
            return resolve([]);
          }
          const reading = connection.transaction(table).objectStore(table).getAll();
          reading.onsuccess = () => {
            connection.close();
            resolve(reading.result as StoredEntry[]);
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
    { db: OUTBOX_DB, table: ENTRIES },
  );
}

/** The titles of the bug reports in the outbox, whoever they belong to. */
export async function queuedTitles(page: Page): Promise<string[]> {
  return (await storedEntries(page)).map((entry) => String(entry.payload.title));
}
