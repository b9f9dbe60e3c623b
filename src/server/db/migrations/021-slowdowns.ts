import type { Migration } from 'kysely';

/**
 * Tries that slow down after a few failures: signing in to one account, checking its e-mail
 * codes. One row per thing slowed (`key`, e.g. the account's sign-in), in the database so every
 * server process behind a load balancer slows the same tries. Times are epoch milliseconds.
 *
 * - `tries`: tries since the last success, or since `forget_at` passed.
 * - `next_try_at`: no try before this.
 * - `forget_at`: a row untouched until then starts again from nothing.
 */
export function slowdowns(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('slowdowns')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('tries', 'integer', (c) => c.notNull())
        .addColumn('next_try_at', 'bigint', (c) => c.notNull())
        .addColumn('forget_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('slowdowns_forget').on('slowdowns').column('forget_at').execute();
    },
  };
}
