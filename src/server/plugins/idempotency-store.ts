/** Queries on idempotency_keys, kept apart from the hooks that use them. */
import { conflict } from '../http-errors';
import { IDEMPOTENCY_MESSAGE } from '../../contract/idempotency';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface KeyId {
  owner: string;
  key: string;
}

/**
 * A key held by one request: its claim time tells this claim from a later one that took the
 * key over, so a request outlived by its lease can no longer settle the key.
 */
export interface Claim extends KeyId {
  claimedAt: string;
}

/**
 * Claims the key for a request about to run. One statement, so two concurrent requests with
 * the same key cannot both succeed: the loser's insert changes nothing.
 */
export async function claimKey(
  db: Db,
  id: KeyId,
  request: { method: string; path: string; bodyHash: string },
): Promise<Claim | null> {
  const claimedAt = new Date().toISOString();
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      ...id,
      method: request.method,
      path: request.path,
      body_hash: request.bodyHash,
      state: 'processing',
      created_at: claimedAt,
    })
    .onConflict((conflict) => conflict.columns(['owner', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? { ...id, claimedAt } : null;
}

/**
 * Takes over a claim whose lease ran out (its request died with its process). One statement
 * conditioned on the old claim time, so of two retries only one takes it.
 */
export async function takeOverKey(
  db: Db,
  id: KeyId,
  staleClaimedAt: string,
): Promise<Claim | null> {
  const claimedAt = new Date().toISOString();
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_at: claimedAt })
    .where('owner', '=', id.owner)
    .where('key', '=', id.key)
    .where('state', '=', 'processing')
    .where('created_at', '=', staleClaimedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? { ...id, claimedAt } : null;
}

export function findKey(db: Db, id: KeyId) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('owner', '=', id.owner)
    .where('key', '=', id.key)
    .executeTakeFirst();
}

/**
 * Settles a claim with its reply, if the claim is still this request's: a reply already kept
 * in the write's transaction, or a claim taken over, is left alone. Returns whether it stored.
 */
export async function storeReply(
  db: Db,
  claim: Claim,
  reply: { status: number; contentType: string | null; body: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      status: reply.status,
      content_type: reply.contentType,
      reply_body: reply.body,
    })
    .where('owner', '=', claim.owner)
    .where('key', '=', claim.key)
    .where('state', '=', 'processing')
    .where('created_at', '=', claim.claimedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Stores the reply inside the write's own transaction: committed with the write or not at all.
 * A claim taken over meanwhile fails the transaction, so the write cannot happen twice.
 */
export async function storeReplyWithWrite(
  trx: Db,
  claim: Claim,
  reply: { status: number; contentType: string | null; body: string },
): Promise<void> {
  if (!(await storeReply(trx, claim, reply))) throw conflict(IDEMPOTENCY_MESSAGE.inProgress);
}

/**
 * Frees a claim still held by this request (after a failure), so the client may retry; with
 * keptToo also one whose reply was kept with a write the request then undid.
 */
export async function releaseClaim(db: Db, claim: Claim, keptToo = false): Promise<void> {
  let query = db
    .deleteFrom('idempotency_keys')
    .where('owner', '=', claim.owner)
    .where('key', '=', claim.key)
    .where('created_at', '=', claim.claimedAt);
  if (!keptToo) query = query.where('state', '=', 'processing');
  await query.execute();
}

/** Forgets an expired key, given its creation time, so a concurrent re-claim is not undone. */
export async function freeKey(db: Db, id: KeyId, createdAt: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('owner', '=', id.owner)
    .where('key', '=', id.key)
    .where('created_at', '=', createdAt)
    .execute();
}

export async function deleteExpiredKeys(db: Db, before: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(before).toISOString())
    .execute();
}
