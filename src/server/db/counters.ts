/**
 * Counters in the database (the rate_limits table), so every server process counts the same
 * hits: a fixed window per key, which starts at its first hit and restarts once it has passed.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Counts one hit on `key` and answers the hits in its window and when the window ends. */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetAt: number }> {
  const now = Date.now();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.reset_at', '<=', now)
          .then(1)
          .else(eb('rate_limits.count', '+', 1))
          .end(),
        reset_at: eb
          .case()
          .when('rate_limits.reset_at', '<=', now)
          .then(now + windowMs)
          .else(eb.ref('rate_limits.reset_at'))
          .end(),
      })),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, resetAt: Number(row.reset_at) };
}
