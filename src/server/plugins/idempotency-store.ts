/** Queries on idempotency_keys, kept apart from the hooks that use them. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface KeyId {
  owner: string;
  key: string;
}

/**
 * Claims the key for a request about to run. One statement, so two concurrent requests with
 * the same key cannot both succeed: the loser's insert changes nothing.
 */
export async function claimKey(
  db: Db,
  id: KeyId,
  request: { method: string; path: string; bodyHash: string },
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      ...id,
      method: request.method,
      path: request.path,
      body_hash: request.bodyHash,
      state: 'processing',
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['owner', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findKey(db: Db, id: KeyId) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('owner', '=', id.owner)
    .where('key', '=', id.key)
    .executeTakeFirst();
}

export async function storeReply(
  db: Db,
  id: KeyId,
  reply: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      status: reply.status,
      content_type: reply.contentType,
      reply_body: reply.body,
    })
    .where('owner', '=', id.owner)
    .where('key', '=', id.key)
    .execute();
}

/**
 * Forgets a key: one still processing (after a failure), or, given its creation time, one that
 * expired (so a concurrent re-claim of the same key is not undone).
 */
export async function freeKey(db: Db, id: KeyId, createdAt?: string): Promise<void> {
  let query = db
    .deleteFrom('idempotency_keys')
    .where('owner', '=', id.owner)
    .where('key', '=', id.key);
  query = createdAt
    ? query.where('created_at', '=', createdAt)
    : query.where('state', '=', 'processing');
  await query.execute();
}

export async function deleteExpiredKeys(db: Db, before: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(before).toISOString())
    .execute();
}
