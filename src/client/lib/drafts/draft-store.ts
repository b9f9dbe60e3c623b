/**
 * Drafts: what a member has typed in a form and not sent yet, kept on this device as it is
 * typed, so moving to another screen, a reload, an update of the app or a crashed tab loses
 * nothing. One IndexedDB record per member, form and thing written about (a new ride, ride 12,
 * conversation 4), and a copy in memory: a form opened again in the same page finds its draft
 * at once and draws it in its first paint. The member's drafts are read into memory as this
 * file loads, with the forms' code, so after a reload too a form usually finds its draft when
 * it first draws (else it comes a moment later).
 *
 * Writes wait until typing pauses (DRAFT_WRITE_DELAY_MS) and are made at once when the page is
 * hidden or closed. A draft is written only while its member is the one signed in: a form left
 * open across a sign-out cannot put the last member's words back on the device. Plain
 * IndexedDB: the forms load this file, and Dexie is not loaded by all of them.
 */
import { DRAFTS_DB } from '../pwa/clear-user-data';
import { currentOwner, type OwnerId } from '../session-owner';

/** The forms that keep drafts. */
export type DraftForm =
  | 'post'
  | 'bug'
  | 'ride'
  | 'product'
  | 'announcement'
  | 'conversation'
  | 'ride-thread'
  | 'club-room';

/** Which draft: a form, and what it writes about (`new` for a new one). */
export interface DraftOf {
  form: DraftForm;
  thing?: string | number;
}

/** A draft's place: its member, read once as the form opens, and its record's id. */
export interface DraftKey {
  owner: OwnerId;
  id: string;
}

interface DraftRecord {
  id: string;
  owner: OwnerId;
  savedAt: number;
  value: unknown;
}

/** What a form with a draft offers its screen (use-draft-form.ts, use-draft-state.ts). */
export interface DraftControls {
  /** The form shows a draft kept from before, not sent, discarded or emptied since. */
  restored: boolean;
  /** The member's "Discard draft": the draft is forgotten and the form empties. */
  discard(): void;
  /** What was typed has gone (into the outbox counts): the draft is forgotten. */
  sent(): void;
}

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Long enough to write once per pause in typing, short enough that a crash loses a word. */
export const DRAFT_WRITE_DELAY_MS = 300;

const STORE = 'drafts';

export function draftKey({ form, thing = 'new' }: DraftOf): DraftKey {
  const owner = currentOwner();
  return { owner, id: `${owner ?? 'visitor'}/${form}/${thing}` };
}

/** What this page knows of each draft: its value, or null for none. */
const known = new Map<string, { value: unknown } | null>();
/** Drafts typed and not written yet, by id. */
const pending = new Map<string, { record: DraftRecord; timer: ReturnType<typeof setTimeout> }>();

let opening: Promise<IDBDatabase | null> | null = null;
/** The reading of the signed-in member's drafts into `known`, once per member and page. */
let reading: { owner: OwnerId; done: Promise<void> } | null = null;

function forgetInMemory(): void {
  known.clear();
  reading = null;
  for (const { timer } of pending.values()) clearTimeout(timer);
  pending.clear();
}

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DRAFTS_DB);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE))
          request.result.createObjectStore(STORE, { keyPath: 'id' });
      };
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = (event) => {
          db.close();
          opening = null;
          // Deleted (a sign-out, in this tab or another): nothing of it may be shown any more.
          if (event.newVersion === null) forgetInMemory();
        };
        db.onclose = () => (opening = null);
        resolve(db);
      };
      request.onerror = () => {
        opening = null;
        resolve(null);
      };
    } catch {
      // No IndexedDB (a locked-down browser): the forms work, their drafts live in memory only.
      opening = null;
      resolve(null);
    }
  });
  return opening;
}

function run(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest,
): Promise<unknown> {
  return database().then(
    (db) =>
      new Promise((resolve) => {
        if (!db) return resolve(undefined);
        try {
          const transaction = db.transaction(STORE, mode);
          const request = act(transaction.objectStore(STORE));
          transaction.oncomplete = () => resolve(request.result);
          transaction.onerror = transaction.onabort = () => resolve(undefined);
          // Sent now rather than when the task ends: a page closing may not see that end.
          transaction.commit?.();
        } catch {
          resolve(undefined);
        }
      }),
  );
}

function write(record: DraftRecord): void {
  pending.delete(record.id);
  // Whoever is signed in now must be the draft's member (see the head of this file).
  if (record.owner !== currentOwner()) return;
  void run('readwrite', (store) => store.put(record));
}

/** Writes every draft still waiting: the page is being hidden or closed. */
export function flushDrafts(): void {
  for (const { record, timer } of [...pending.values()]) {
    clearTimeout(timer);
    write(record);
  }
}

/** Writes this draft now if it is waiting (its form is closing). */
export function flushDraft(key: DraftKey): void {
  const waiting = pending.get(key.id);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  write(waiting.record);
}

let flushing = false;
function flushWhenLeaving(): void {
  if (flushing) return;
  flushing = true;
  window.addEventListener('pagehide', flushDrafts);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDrafts();
  });
}

/** The draft as this page knows it: its value, null for none, undefined if not read yet. */
export function peekDraft<T>(key: DraftKey): { value: T } | null | undefined {
  return known.get(key.id) as { value: T } | null | undefined;
}

/**
 * Reads all of the signed-in member's drafts into memory (they are few and small): asked as the
 * forms' code loads, it is usually done before a form draws, which then opens on its draft in
 * its first paint instead of a moment after it.
 */
function readMemberDrafts(): Promise<void> {
  const owner = currentOwner();
  if (reading?.owner !== owner) {
    const done = run('readonly', (store) => store.getAll()).then((records) => {
      if (currentOwner() !== owner) return;
      for (const record of (records ?? []) as DraftRecord[]) {
        // Typed or cleared while the database answered: that is newer than what it had.
        if (record.owner === owner && !known.has(record.id))
          known.set(record.id, { value: record.value });
      }
    });
    reading = { owner, done };
  }
  return reading.done;
}

void readMemberDrafts();

/** The stored draft, or undefined for none. */
export async function readDraft<T>(key: DraftKey): Promise<T | undefined> {
  if (peekDraft<T>(key) === undefined) {
    await readMemberDrafts();
    // Not among them: there is none (unless signed out meanwhile, when it is nobody's to see).
    if (!known.has(key.id) && key.owner === currentOwner()) known.set(key.id, null);
  }
  return peekDraft<T>(key)?.value;
}

/** Keeps what the form holds now: in memory at once, in the database once typing pauses. */
export function keepDraft(key: DraftKey, value: unknown): void {
  if (key.owner !== currentOwner()) return;
  // Open now: a page that holds a draft in memory must hold the database open, to hear of its
  // deletion at a sign-out and forget that copy with it.
  void database();
  known.set(key.id, { value });
  flushWhenLeaving();
  const waiting = pending.get(key.id);
  if (waiting) clearTimeout(waiting.timer);
  const record: DraftRecord = { id: key.id, owner: key.owner, savedAt: Date.now(), value };
  pending.set(key.id, { record, timer: setTimeout(() => write(record), DRAFT_WRITE_DELAY_MS) });
}

/** Forgets a draft now: it was sent, discarded or emptied. */
export function dropDraft(key: DraftKey): void {
  // Known to be none, and none waiting: the database has none either.
  if (known.get(key.id) === null && !pending.has(key.id)) return;
  known.set(key.id, null);
  const waiting = pending.get(key.id);
  if (waiting) clearTimeout(waiting.timer);
  pending.delete(key.id);
  void run('readwrite', (store) => store.delete(key.id));
}
