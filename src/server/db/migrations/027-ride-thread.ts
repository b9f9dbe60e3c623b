import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * A ride's thread: its messages, read oldest first (the id is their order), and when its riders
 * were last pushed about the organiser writing, kept here so that several server processes
 * space the pushes out alike. A retried send is answered from the idempotency table, whose
 * reply is stored in the same transaction as the message (KEEPS_REPLY_WITH_WRITE).
 */
export function rideThread({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('ride_comments'), dialect)
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ride_comments_event')
        .on('ride_comments')
        .columns(['event_id', 'id'])
        .execute();
      await db.schema
        .createTable('ride_thread_pushes')
        .addColumn('event_id', 'integer', (c) =>
          c.primaryKey().references('events.id').onDelete('cascade'),
        )
        .addColumn('last_pushed_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
