import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Web Push subscriptions: one per device (a push service endpoint), many per member. The
 * endpoint is unique because a device that changes hands must stop reaching its old owner.
 */
export function push({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('push_subscriptions'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_success_at', 'text')
        .execute();
      await db.schema
        .createIndex('push_subscriptions_user')
        .on('push_subscriptions')
        .columns(['user_id'])
        .execute();
    },
  };
}
