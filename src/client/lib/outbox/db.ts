/**
 * The outbox's IndexedDB store (docs/architecture.md, Offline): one row per write the member meant
 * to make. The row's id is also the request's Idempotency-Key, so a write retried after a lost
 * reply is recognised by the server instead of being made twice.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { OwnerId } from '../session-owner';
import { OUTBOX_DB_NAME } from './waiting';

export { OUTBOX_DB_NAME };
export type { OwnerId };

/** 'sending' is only ever seen while a drainer holds the lock; any other time it is stale. */
export type OutboxState = 'pending' | 'sending' | 'failed';

/**
 * Why a failed entry waits for more than the member's word: only a newer version of the app can
 * send it (the server answered 426 `update-app`), or this version no longer sends the version
 * of the write it was written in (it must be checked and sent again).
 */
export type ParkedFor = 'update' | 'rewrite';

export interface OutboxEntry<P = unknown> {
  id: string;
  kind: string;
  /** Anything structured clone keeps, Blobs included. */
  payload: P;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** The HTTP status of the last try's refusal; null if it got no reply (no signal). */
  lastStatus: number | null;
  /** The fields the last refusal named, with the server's message for each. */
  lastFieldErrors?: Record<string, string> | null;
  state: OutboxState;
  ownerId: OwnerId;
  /**
   * The contract version of its kind the payload was written in (contract/write-versions.ts),
   * sent with it; absent on entries queued before versions existed, which are version 1.
   */
  contractVersion?: number;
  /** Set on a failed entry that the member cannot simply retry (see ParkedFor). */
  parkedFor?: ParkedFor | null;
  /**
   * Some try got no reply (it may have reached the server). Such an entry keeps its key on
   * retry, so the server replays what it did instead of writing twice.
   */
  uncertain: boolean;
}

export type OutboxDb = Dexie & { entries: EntityTable<OutboxEntry, 'id'> };

export function openOutboxDb(name = OUTBOX_DB_NAME): OutboxDb {
  const db = new Dexie(name) as OutboxDb;
  db.version(1).stores({ entries: 'id, [state+createdAt], createdAt, ownerId' });
  return db;
}

/** Entries in the order they were made; ties (same millisecond) fall back to the id. */
export function byCreation(a: OutboxEntry, b: OutboxEntry): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
