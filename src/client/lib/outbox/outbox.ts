/**
 * The outbox's public face (docs/architecture.md, Offline). Features enqueue writes here instead of
 * calling the server; the drainer sends them when it can. No React here: the same module
 * serves any screen, and kinds other than bug reports.
 */
import { liveQuery, type Subscription } from 'dexie';
import { OFFLINE_WRITES, type WriteContract } from '../../../contract/write-versions';
import { byCreation, openOutboxDb, type OutboxDb, type OutboxEntry, type OwnerId } from './db';
import { drainOutbox, endNetworkWaits, type DrainOptions, type DrainResult } from './drain';
import type { OutboxPayloads } from './registry';

export type OutboxOptions = Omit<DrainOptions, 'db'> & {
  db?: OutboxDb;
  /** Called before a write joins the line or rejoins it, with the owner whose line it is. */
  beforeQueue?: (owner: OwnerId) => void;
  /** Called after a write joins the line (the page asks for a Background Sync there). */
  onQueued?: () => void;
  /** Called with how many entries each owner has, whenever that may have changed. */
  onCount?: (entriesByOwner: Map<OwnerId, OwnerCount>) => void;
  /** Whether to set a timer for the next backoff (tests drive the clock themselves). */
  wake?: boolean;
  /** Resolves once the outbox can send every kind (the page's: its senders are registered). */
  ready?: () => Promise<void>;
};
export type Settled = 'sent' | 'failed';

/** An owner's entries: all of them, and those of them parked until the member acts. */
export interface OwnerCount {
  entries: number;
  parked: number;
}

/**
 * An outbox; `Payloads` is its map of kind -> payload, by default the app's (registry.ts). A
 * test of the outbox itself gives a map of its own made-up kinds.
 */
export function createOutbox<Payloads extends object = OutboxPayloads>(options: OutboxOptions) {
  const db = options.db ?? openOutboxDb();
  const drainOptions: DrainOptions = { ...options, db };
  const writes: Record<string, WriteContract> = options.writes ?? OFFLINE_WRITES;
  /** The version this build writes a kind in; a kind without a contract is version 1. */
  const versionOf = (kind: string) => writes[kind]?.current ?? 1;
  const now = options.now ?? Date.now;
  let running: Promise<DrainResult> | null = null;
  let again = false;
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;

  /** Tells onCount how many entries each owner has now, and how many of them are parked. */
  async function count(): Promise<void> {
    if (!options.onCount) return;
    const byOwner = new Map<OwnerId, OwnerCount>();
    await db.entries.each((entry) => {
      const counted = byOwner.get(entry.ownerId) ?? { entries: 0, parked: 0 };
      counted.entries += 1;
      if (entry.state === 'failed') counted.parked += 1;
      byOwner.set(entry.ownerId, counted);
    });
    options.onCount(byOwner);
  }

  function scheduleWake(at: number | null) {
    clearTimeout(wakeTimer);
    if (at !== null && options.wake !== false)
      wakeTimer = setTimeout(() => void drain(), Math.max(0, at - now()));
  }

  /** Runs the drainer; a trigger that arrives while it runs earns one more pass, not a queue. */
  function drain(): Promise<DrainResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await options.ready?.();
      let result: DrainResult;
      do {
        again = false;
        result = await drainOutbox(drainOptions);
      } while (again);
      scheduleWake(result.nextWakeAt);
      await count().catch(() => undefined);
      return result;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** Queues a write of a kind a feature declared (registry.ts), with that kind's payload. */
  async function enqueue<K extends keyof Payloads & string>(
    kind: K,
    payload: Payloads[K],
  ): Promise<string> {
    const { owner } = await options.session();
    options.beforeQueue?.(owner);
    const id = crypto.randomUUID();
    const entry: OutboxEntry<Payloads[K]> = {
      id,
      kind,
      payload,
      createdAt: now(),
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      lastStatus: null,
      state: 'pending',
      ownerId: owner,
      uncertain: false,
      contractVersion: versionOf(kind),
    };
    await db.entries.add(entry);
    await count().catch(() => undefined);
    options.onQueued?.();
    void drain().catch(() => undefined);
    return id;
  }

  /**
   * Puts a parked entry back in line, in its old place. If every try was answered, the server
   * wrote nothing under the old key and would only replay its refusal: a new key is safe and
   * needed. If a try went unanswered, the old key stays, so a write that did land is replayed,
   * not repeated (an edited body then earns a 422, which parks it again; nothing doubles).
   * An edited entry was written again in this version's form: it is sent as this version's.
   */
  async function requeue(id: string, payload?: unknown): Promise<string | null> {
    const newId = await db.transaction('rw', db.entries, async () => {
      const entry = await db.entries.get(id);
      if (!entry || entry.state !== 'failed') return null;
      const fresh: OutboxEntry = {
        ...entry,
        id: entry.uncertain ? entry.id : crypto.randomUUID(),
        payload: payload === undefined ? entry.payload : payload,
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        lastStatus: null,
        lastFieldErrors: null,
        parkedFor: null,
        state: 'pending',
        ...(payload === undefined ? {} : { contractVersion: versionOf(entry.kind) }),
      };
      await db.entries.delete(id);
      await db.entries.put(fresh);
      return fresh.id;
    });
    await count().catch(() => undefined);
    if (newId) void drain().catch(() => undefined);
    return newId;
  }

  /** Only what the member can see as failed is theirs to drop; a write in flight is not. */
  async function discard(id: string): Promise<boolean> {
    const discarded = await db.transaction('rw', db.entries, async () => {
      const entry = await db.entries.get(id);
      if (!entry || entry.state === 'sending') return false;
      await db.entries.delete(id);
      return true;
    });
    await count().catch(() => undefined);
    return discarded;
  }

  function entriesOf(owner: OwnerId, kind?: string) {
    return async () => {
      // IndexedDB leaves null out of indexes, so a visitor's entries are found by a scan.
      const rows =
        owner === null
          ? await db.entries.filter((entry) => entry.ownerId === null).toArray()
          : await db.entries.where('ownerId').equals(owner).toArray();
      return rows.filter((entry) => !kind || entry.kind === kind).sort(byCreation);
    };
  }

  /** Calls back with the owner's entries now and on every change, from any tab. */
  function observe(
    owner: OwnerId,
    kind: string | undefined,
    next: (entries: OutboxEntry[]) => void,
    error?: (reason: unknown) => void,
  ): Subscription {
    return liveQuery(entriesOf(owner, kind)).subscribe({ next, error });
  }

  /** Resolves once the server has the entry ('sent') or refused it ('failed'). */
  function whenSettled(id: string): Promise<Settled> {
    return new Promise((resolve, reject) => {
      const subscription = liveQuery(() => db.entries.get(id)).subscribe({
        next: (entry) => {
          if (entry && entry.state !== 'failed') return;
          resolve(entry ? 'failed' : 'sent');
          queueMicrotask(() => subscription.unsubscribe());
        },
        error: reject,
      });
    });
  }

  /** Drains now that the network is back, without waiting out the backoff of lost tries. */
  async function drainReconnected(): Promise<DrainResult> {
    await endNetworkWaits(db);
    return drain();
  }

  return {
    db,
    drain,
    drainReconnected,
    enqueue,
    retry: (id: string) => requeue(id),
    update: (id: string, payload: unknown) => requeue(id, payload),
    discard,
    list: (owner: OwnerId, kind?: string) => entriesOf(owner, kind)(),
    observe,
    whenSettled,
    close: () => {
      clearTimeout(wakeTimer);
      db.close();
    },
  };
}

export type Outbox<Payloads extends object = OutboxPayloads> = ReturnType<
  typeof createOutbox<Payloads>
>;
