import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Notification settings and the inbox. A member's mode per kind is stored only where they
 * chose one; a missing row means the kind's default (contract DEFAULT_NOTIFICATION_MODES), so a
 * new kind needs no back-fill. Quiet hours are one row per member who set them. Each device
 * (push subscription) may refuse push altogether or for some kinds (a JSON array of kinds).
 * The inbox keeps one row per member and notice, swept after 90 days.
 */
export function notificationSettings({ dialect }: Db): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('notification_settings')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'kind'])
        .execute();
      await db.schema
        .createTable('notification_quiet_hours')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('from_time', 'text', (c) => c.notNull())
        .addColumn('to_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('push_subscriptions')
        .addColumn('push_muted', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('push_subscriptions')
        .addColumn('muted_kinds', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await idColumn(db.schema.createTable('notifications'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .execute();
      await db.schema
        .createIndex('notifications_user')
        .on('notifications')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('notifications_created')
        .on('notifications')
        .columns(['created_at'])
        .execute();
    },
  };
}
