import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Direct and group conversations (/messges). A direct conversation's `direct_key` is its two
 * members' ids, lower first: unique, so two members never get a second one even when both
 * start it at the same moment (NULL for groups, which may repeat). Leaving deletes the member
 * row; a conversation whose last member leaves goes with its messages. A message goes with its
 * sender's account, as in the club room. `last_read_message_id` is 0 before any read, so the
 * unread count is a plain comparison; `last_pushed_at` spaces out push notices per member and
 * conversation, in the database so that several servers share it.
 */
export function conversations({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('conversations'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('direct_key', 'text', (c) => c.unique())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_activity_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('conversation_members')
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addColumn('last_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_pushed_at', 'text')
        .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
        .execute();
      // The inbox starts from the member's rows.
      await db.schema
        .createIndex('conversation_members_user')
        .on('conversation_members')
        .columns(['user_id'])
        .execute();

      await idColumn(db.schema.createTable('conversation_messages'), dialect)
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
      // History, the last message and unread counts all read one conversation by id.
      await db.schema
        .createIndex('conversation_messages_conversation')
        .on('conversation_messages')
        .columns(['conversation_id', 'id'])
        .execute();
      await db.schema
        .createIndex('conversation_messages_sender')
        .on('conversation_messages')
        .columns(['sender_id'])
        .execute();
    },
  };
}
