import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Club announcements and who has read each. An announcement with no `event_id` is club-wide
 * (from an admin); with one, it is for that ride's riders and goes with the ride. It is in the
 * feed while `pinned` and before `expires_at` (NULL: until unpinned); past that it stays in the
 * list of past announcements. A read mark is per member, so it holds on every device.
 */
export function announcements({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('announcements'), dialect)
        .addColumn('author_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('expires_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('announcements_pinned')
        .on('announcements')
        .columns(['pinned', 'id'])
        .execute();
      await db.schema
        .createIndex('announcements_event')
        .on('announcements')
        .columns(['event_id'])
        .execute();
      await db.schema
        .createTable('announcement_reads')
        .addColumn('announcement_id', 'integer', (c) =>
          c.notNull().references('announcements.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('read_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcement_reads_pk', ['announcement_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('announcement_reads_user')
        .on('announcement_reads')
        .columns(['user_id'])
        .execute();
    },
  };
}
