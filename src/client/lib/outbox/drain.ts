/**
 * The drain loop: sends the current owner's pending entries oldest first, one at a time, under
 * a Web Lock so that of all tabs (and anything else sharing the origin) only one sends at once.
 * A later entry never overtakes an earlier one that is waiting for its retry: writes may depend
 * on each other (a comment on a post queued just before it). Parked entries are out of the
 * line until the member retries, edits or discards them.
 */
import { Dexie } from 'dexie';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from '../../../contract/idempotency';
import { OUTBOX_TEXT } from '../../../contract/outbox';
import {
  CONTRACT_VERSION_HEADER,
  OFFLINE_WRITES,
  standingOf,
  UNVERSIONED_WRITE,
  UPDATE_APP_CODE,
  type WriteContract,
} from '../../../contract/write-versions';
import { byCreation, type OutboxDb, type OutboxEntry, type OwnerId } from './db';
import { backoffDelay, classify, parseRetryAfter, type Outcome } from './policy';
import { senderFor as registeredSender, type ResponseLike, type Sender } from './registry';

export const DRAIN_LOCK = 'outbox-drain';

export interface Session {
  owner: OwnerId;
  /** Headers for a POST made as that owner (bearer token, anti-forgery header). */
  headers: Record<string, string>;
}

export interface DrainOptions {
  db: OutboxDb;
  /** Read afresh for every entry, so a sign-out mid-drain never sends as the wrong member. */
  session: () => Promise<Session>;
  senderFor?: (kind: string) => Sender | undefined;
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
  /** The contract versions of the kinds (contract/write-versions.ts); tests give their own. */
  writes?: Record<string, WriteContract>;
}

export interface DrainResult {
  sent: string[];
  parked: string[];
  /** When the head of the line may be tried again, if it is waiting for its backoff. */
  nextWakeAt: number | null;
}

/** The owner's pending entries, oldest first. */
export async function pendingOf(db: OutboxDb, owner: OwnerId): Promise<OutboxEntry[]> {
  const rows = await db.entries
    .where('[state+createdAt]')
    .between(['pending', Dexie.minKey], ['pending', Dexie.maxKey])
    .toArray();
  return rows.filter((entry) => entry.ownerId === owner).sort(byCreation);
}

interface Refusal {
  message: string;
  /** The fields the server named, with its message for each (docs/api.md, Conventions). */
  fieldErrors?: Record<string, string>;
  /** The machine-readable reason, where the server gave one. */
  code?: string;
}

function fieldErrorsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

async function readRefusal(response: ResponseLike): Promise<Refusal> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const body = parsed as { message: unknown; fieldErrors?: unknown; code?: unknown };
      return {
        message: String(body.message),
        fieldErrors: fieldErrorsOf(body.fieldErrors),
        code: typeof body.code === 'string' ? body.code : undefined,
      };
    }
  } catch {
    // Not JSON: a proxy's error page, say. Its first words are better than nothing.
  }
  return { message: text.trim().slice(0, 200) || `HTTP ${response.status}` };
}

/** Takes the entry for sending unless it was discarded, edited or taken meanwhile. */
async function claim(db: OutboxDb, head: OutboxEntry): Promise<OutboxEntry | null> {
  const attempts = head.attempts + 1;
  const taken = await db.entries
    .where('id')
    .equals(head.id)
    .and((entry) => entry.state === 'pending')
    .modify({ state: 'sending', attempts });
  return taken === 1 ? { ...head, attempts } : null;
}

/** One pass over the line. Call it only while holding the lock (see drainOutbox). */
export async function drainUnlocked(options: DrainOptions): Promise<DrainResult> {
  const { db } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const senderFor = options.senderFor ?? registeredSender;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const writes: Record<string, WriteContract> = options.writes ?? OFFLINE_WRITES;
  const result: DrainResult = { sent: [], parked: [], nextWakeAt: null };

  // We hold the lock, so nobody is sending: a 'sending' entry is left by a closed tab and its
  // reply is unknown. It goes back in line; its Idempotency-Key makes the resend safe.
  await db.entries.where('state').equals('sending').modify({ state: 'pending' });

  for (;;) {
    const session = await options.session();
    const head = (await pendingOf(db, session.owner))[0];
    if (!head) return result;
    if (head.nextAttemptAt > now()) return { ...result, nextWakeAt: head.nextAttemptAt };
    // Offline, every try would fail and only grow the backoff; the online event wakes us.
    if (!isOnline()) return result;
    const sender = senderFor(head.kind);
    // A kind this build does not know (written by a newer version in another tab) waits.
    if (!sender) return result;
    const version = head.contractVersion ?? UNVERSIONED_WRITE;
    const contract = writes[head.kind];
    const standing = contract ? standingOf(contract, version, now()) : 'current';
    // Written by a newer version in another tab: this build's sender may not know all it says.
    if (standing === 'newer') return result;
    // Written in a version this build's contract no longer takes: the server would refuse it
    // (426) and the member could only update to what they run. It waits for them to check it.
    if (standing === 'too-old') {
      const parked = await db.entries
        .where('id')
        .equals(head.id)
        .and((entry) => entry.state === 'pending')
        .modify({
          state: 'failed',
          parkedFor: 'rewrite',
          lastError: OUTBOX_TEXT.writtenOlder,
          lastStatus: null,
          lastFieldErrors: null,
        });
      if (parked === 1) result.parked.push(head.id);
      continue;
    }
    const entry = await claim(db, head);
    if (!entry) continue;

    let outcome: Outcome;
    let fieldErrors: Record<string, string> | undefined;
    let needsUpdate = false;
    let uncertain = entry.uncertain;
    let status: number | null = null;
    try {
      const headers = {
        ...session.headers,
        [IDEMPOTENCY_HEADER]: entry.id,
        [CONTRACT_VERSION_HEADER]: String(version),
      };
      const response = await sender(entry, { headers });
      status = response.status;
      const refusal: Refusal =
        response.status < 300 ? { message: '' } : await readRefusal(response);
      fieldErrors = refusal.fieldErrors;
      needsUpdate = response.status === 426 && refusal.code === UPDATE_APP_CODE;
      // A replayed refusal is the first try's answer: the server never wrote under this key.
      if (response.headers.get(IDEMPOTENCY_REPLAYED_HEADER) === 'true' && response.status < 500)
        uncertain = false;
      outcome = classify(
        response.status,
        refusal.message,
        parseRetryAfter(response.headers.get('Retry-After'), now()),
      );
    } catch (error) {
      uncertain = true;
      outcome = { type: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }

    if (outcome.type === 'sent') {
      await db.entries.delete(entry.id);
      result.sent.push(entry.id);
    } else if (outcome.type === 'park') {
      await db.entries.update(entry.id, {
        state: 'failed',
        lastError: outcome.message,
        lastStatus: outcome.status,
        lastFieldErrors: fieldErrors ?? null,
        parkedFor: needsUpdate ? 'update' : null,
        uncertain,
      });
      result.parked.push(entry.id);
    } else {
      const delay = backoffDelay(entry.attempts, random(), outcome.retryAfterMs);
      await db.entries.update(entry.id, {
        state: 'pending',
        nextAttemptAt: now() + delay,
        lastError: outcome.reason,
        lastStatus: status,
        uncertain,
      });
    }
  }
}

/**
 * The network is back: entries that waited only because no reply came (no signal) are tried at
 * once instead of after their backoff. Those the server asked to wait (503, 429, Retry-After)
 * keep their wait.
 */
export async function endNetworkWaits(db: OutboxDb): Promise<void> {
  await db.entries
    .where('[state+createdAt]')
    .between(['pending', Dexie.minKey], ['pending', Dexie.maxKey])
    .and((entry) => entry.attempts > 0 && entry.lastStatus === null)
    .modify({ nextAttemptAt: 0 });
}

// Where Web Locks are missing (old Safari, tests), one drainer per page is the best we can do.
let localTail: Promise<unknown> = Promise.resolve();

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request(DRAIN_LOCK, work);
  const run = localTail.then(work, work);
  localTail = run.catch(() => undefined);
  return run;
}

/** Drains under the 'outbox-drain' lock; a caller arriving while another drains waits its turn. */
export function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  return withLock(() => drainUnlocked(options));
}
