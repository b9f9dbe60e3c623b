import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * The club room's messages (§2 Chat room). A message goes with its sender's account (ON DELETE
 * CASCADE): an erased member's words leave with them, and every stored message has a sender
 * to show, as the contract's ChatMessage requires. History pages by id, which the primary key
 * serves; sent_at is indexed for reading the room by time (retention, "since yesterday").
 */
export function chat({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('chat_messages'), dialect)
        .addColumn('sender_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_sent_at')
        .on('chat_messages')
        .columns(['sent_at', 'id'])
        .execute();
      await db.schema
        .createIndex('chat_messages_sender')
        .on('chat_messages')
        .columns(['sender_id'])
        .execute();
    },
  };
}
