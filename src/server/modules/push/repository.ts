/** Queries on push subscriptions. Each takes the database or a transaction. */
import { sql, type Kysely } from 'kysely';
import type { Database, PushSubscriptionRow } from '../../db/schema';

type Db = Kysely<Database>;

export interface NewSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/**
 * One row per endpoint: subscribing again refreshes the keys, and a device that another member
 * now signs in on moves to them, so the previous owner's notices stop reaching it; the device's
 * push mutes were the previous owner's choice, so they are cleared then.
 */
export async function upsertSubscription(db: Db, sub: NewSubscription): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: sub.userId,
      endpoint: sub.endpoint,
      p256dh: sub.p256dh,
      auth: sub.auth,
      user_agent: sub.userAgent,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        // The right-hand sides read the row as it was, before user_id changes.
        push_muted: sql<number>`CASE WHEN push_subscriptions.user_id = ${sub.userId} THEN push_subscriptions.push_muted ELSE 0 END`,
        muted_kinds: sql<string>`CASE WHEN push_subscriptions.user_id = ${sub.userId} THEN push_subscriptions.muted_kinds ELSE '[]' END`,
        user_id: sub.userId,
        p256dh: sub.p256dh,
        auth: sub.auth,
        user_agent: sub.userAgent,
        created_at: now,
      }),
    )
    .execute();
}

/** Deletes the member's own subscription only; false when there was none of theirs. */
export async function deleteOwnSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function subscriptionsOf(db: Db, userIds: number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('id')
    .execute();
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markDelivered(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ last_success_at: at })
    .where('id', '=', id)
    .execute();
}
