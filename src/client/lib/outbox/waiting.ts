/**
 * How many writes wait in this browser's outbox, per member, known without opening it: Dexie is
 * a large part of a screen's code, and most starts have nothing queued. The outbox keeps these
 * counts beside it (page-outbox.ts): a write is counted before it joins the line, so the count
 * is up even if the page closes at once, and every change sets them again.
 *
 * Stored as `{"<owner>": entries, "<owner>:parked": parked}`: an owner's key holds all their
 * entries, as every version has written it, and the parked ones (refused, waiting for the
 * member) are counted apart under a key of their own, which an older version reads past. A
 * count written by an older version has no parked key: all its entries count as sending until
 * the outbox is next counted, which its first drain does.
 */
import { databaseExists, storedValue } from '../stored-value';
import type { OwnerId } from '../session-owner';

/** The outbox's IndexedDB database (db.ts opens it; named here, where Dexie is not loaded). */
export const OUTBOX_DB_NAME = 'club-outbox';

type Counts = Record<string, number>;
/** Absent: this browser never counted (a first visit, or writes of an older version). */
const stored = storedValue('club-outbox-waiting');
const keyOf = (owner: OwnerId) => (owner === null ? 'visitor' : String(owner));
const parkedKeyOf = (owner: OwnerId) => `${keyOf(owner)}:parked`;

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

/** The outbox as it is now: how many entries each owner has, and how many are parked. */
export function rememberWaiting(
  countsByOwner: Map<OwnerId, { entries: number; parked: number }>,
): void {
  const counts: Counts = {};
  for (const [owner, { entries, parked }] of countsByOwner) {
    if (entries > 0) counts[keyOf(owner)] = entries;
    if (parked > 0) counts[parkedKeyOf(owner)] = parked;
  }
  stored.set(JSON.stringify(counts));
}

/** How many of the owner's writes are in the outbox, parked or not, live. */
export function useWaitingWrites(owner: OwnerId): number {
  return stored.use((value) => parse(value)?.[keyOf(owner)] ?? 0);
}

export interface WaitingCounts {
  /** Entries that will send by themselves once there is signal. */
  sending: number;
  /** Entries the server refused, or this version will not send: the member must act. */
  parked: number;
}

function countsOf(value: string | null, owner: OwnerId): WaitingCounts {
  const counts = parse(value);
  const entries = Math.max(0, Number(counts?.[keyOf(owner)]) || 0);
  const parked = Math.min(entries, Math.max(0, Number(counts?.[parkedKeyOf(owner)]) || 0));
  return { sending: entries - parked, parked };
}

/**
 * The owner's writes that send by themselves and those that wait for them, live. Packed into
 * one number for useSyncExternalStore, which compares what it reads by identity.
 */
export function useWaitingCounts(owner: OwnerId): WaitingCounts {
  const packed = stored.use((value) => {
    const { sending, parked } = countsOf(value, owner);
    return sending * 1_000_000 + parked;
  });
  return { sending: Math.floor(packed / 1_000_000), parked: packed % 1_000_000 };
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
