/**
 * Tries that slow down: the first SLOWING.freeTries tries of a key go at once; after them each
 * try must wait for the one before it, 1 s, then 2 s, 4 s, … up to SLOWING.maxWaitMs. A success
 * clears the key; a key left alone for SLOWING.memoryMs starts again from nothing. Slowing, not
 * a lock-out: whoever tries, the owner included, is let through again after the wait, and the
 * callers give the owner's own browser a key of its own (auth/trust.ts), which others' tries
 * never slow.
 *
 * A try is counted before it is judged, in one conditional UPDATE, so a burst of tries in
 * parallel cannot all slip through on the same old count; the rows are in the database, so
 * every server process counts the same tries.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export const SLOWING = {
  freeTries: 5,
  firstWaitMs: 1000,
  maxWaitMs: 60_000,
  memoryMs: 60 * 60_000,
} as const;

/** The wait after the `tries`-th try. */
export function waitAfter(tries: number): number {
  if (tries < SLOWING.freeTries) return 0;
  return Math.min(SLOWING.firstWaitMs * 2 ** (tries - SLOWING.freeTries), SLOWING.maxWaitMs);
}

/** Every wait there is, by the try it follows, for the SQL below (2^n reaches the cap fast). */
const STEPS = Array.from({ length: 16 }, (_, index) => index + SLOWING.freeTries).filter(
  (tries, index, all) => index === 0 || waitAfter(all[index - 1]!) < SLOWING.maxWaitMs,
);

export type TryVerdict =
  /** Go ahead: the try is counted. */
  | { go: true }
  /** Not yet: come back in `waitMs`. */
  | { go: false; waitMs: number }
  /** A key with `stopAfter` has had all its tries. */
  | { go: false; spent: true };

/**
 * Counts a try on `key` if its turn has come. With `stopAfter`, the key allows that many tries
 * and no more (until it is forgotten), instead of slowing.
 */
export async function takeTry(
  db: Db,
  key: string,
  options: { stopAfter?: number } = {},
): Promise<TryVerdict> {
  const now = Date.now();
  await db
    .insertInto('slowdowns')
    .values({ key, tries: 0, next_try_at: 0, forget_at: now + SLOWING.memoryMs })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const taken = await db
    .updateTable('slowdowns')
    .set((eb) => {
      const forgotten = eb('forget_at', '<=', now);
      const counted = eb('tries', '+', 1);
      // Cast, so PostgreSQL reads each branch as bigint, not as an integer that overflows.
      const after = (waitMs: number) => eb.cast<number>(eb.val(now + waitMs), 'bigint');
      let nextTry = eb
        .case()
        .when(forgotten)
        .then(after(0))
        .when(counted, '<', SLOWING.freeTries)
        .then(after(0));
      for (const step of STEPS)
        nextTry = nextTry.when(counted, '<=', step).then(after(waitAfter(step)));
      return {
        tries: eb.case().when(forgotten).then(1).else(counted).end(),
        next_try_at: nextTry.else(after(SLOWING.maxWaitMs)).end(),
        forget_at: now + SLOWING.memoryMs,
      };
    })
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('forget_at', '<=', now),
        eb.and([
          eb('next_try_at', '<=', now),
          ...(options.stopAfter === undefined ? [] : [eb('tries', '<', options.stopAfter)]),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) > 0) return { go: true };
  const row = await db
    .selectFrom('slowdowns')
    .select(['tries', 'next_try_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (options.stopAfter !== undefined && (row?.tries ?? 0) >= options.stopAfter) {
    return { go: false, spent: true };
  }
  return { go: false, waitMs: Math.max(1000, Number(row?.next_try_at ?? 0) - now) };
}

/** After a success: the keys start again from nothing. */
export async function clearTries(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('slowdowns').where('key', 'in', keys).execute();
}

/** Rows nobody has tried for a while are of no use: swept every ten minutes. */
export function forgetOldTries(app: FastifyInstance): void {
  const sweep = setInterval(() => {
    app.db
      .deleteFrom('slowdowns')
      .where('forget_at', '<', Date.now())
      .execute()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep old tries'));
  }, 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
