import type { Migration } from 'kysely';

/**
 * The first reply to each POST that carried an Idempotency-Key, so a retried request gets the
 * same answer instead of running twice. Rows older than a day are swept.
 */
export function idempotency(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('body_hash', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('content_type', 'text')
        .addColumn('reply_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created_at')
        .on('idempotency_keys')
        .columns(['created_at'])
        .execute();
    },
  };
}
