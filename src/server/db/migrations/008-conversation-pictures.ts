import type { Migration } from 'kysely';

/**
 * A group conversation's picture: a row of the media table (kind 'conversation'), NULL until a
 * member sets one and always NULL for a direct conversation, which shows the other member's.
 * Deleting the picture's media row leaves the group without one rather than failing.
 */
export function conversationPictures(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('conversations')
        .addColumn('picture_id', 'text', (c) => c.references('media.id').onDelete('set null'))
        .execute();
    },
  };
}
