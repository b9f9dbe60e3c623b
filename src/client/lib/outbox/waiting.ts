/**
 * How many writes wait in this browser's outbox, per member, known without opening it: Dexie is
 * a large part of a screen's code, and most starts have nothing queued. The outbox keeps these
 * counts beside it (page-outbox.ts): a write is counted before it joins the line, so the count
 * is up even if the page closes at once, and every change sets them again.
 */
import { databaseExists, storedValue } from '../stored-value';
import type { OwnerId } from '../session-owner';

/** The outbox's IndexedDB database (db.ts opens it; named here, where Dexie is not loaded). */
export const OUTBOX_DB_NAME = 'club-outbox';

type Counts = Record<string, number>;
/** Absent: this browser never counted (a first visit, or writes of an older version). */
const stored = storedValue('club-outbox-waiting');
const keyOf = (owner: OwnerId) => (owner === null ? 'visitor' : String(owner));

function parse(value: string | null): Counts | null {
  if (value === null) return null;
  try {
    const counts: unknown = JSON.parse(value);
    return counts && typeof counts === 'object' ? (counts as Counts) : null;
  } catch {
    return null;
  }
}

/** A write is about to join the owner's line. */
export function countQueuedWrite(owner: OwnerId): void {
  const counts = parse(stored.get()) ?? {};
  counts[keyOf(owner)] = (counts[keyOf(owner)] ?? 0) + 1;
  stored.set(JSON.stringify(counts));
}

/** The outbox as it is now: how many entries each owner has. */
export function rememberWaiting(entriesByOwner: Map<OwnerId, number>): void {
  const counts: Counts = {};
  for (const [owner, count] of entriesByOwner) if (count > 0) counts[keyOf(owner)] = count;
  stored.set(JSON.stringify(counts));
}

/** How many of the owner's writes wait, live. */
export function useWaitingWrites(owner: OwnerId): number {
  return stored.use((value) => parse(value)?.[keyOf(owner)] ?? 0);
}

/**
 * Whether the outbox may hold writes of anyone: what it counted, or, in a browser that never
 * counted, whether its database exists at all.
 */
export async function outboxMayHaveEntries(): Promise<boolean> {
  const counts = parse(stored.get());
  if (counts) return Object.values(counts).some((count) => count > 0);
  if (await databaseExists(OUTBOX_DB_NAME)) return true;
  rememberWaiting(new Map());
  return false;
}
