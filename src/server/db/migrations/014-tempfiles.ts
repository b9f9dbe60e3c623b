import type { Migration } from 'kysely';
import type { Db } from '../connect';

/**
 * Files shared by a temporary link. `id` is the link's random part (192 bits, base64url) and
 * also names the bytes at DATA_DIR/tempfiles/<id>; `expires_at` is ISO-8601 UTC text, so text
 * order is time order. A job per file deletes row and bytes when it expires.
 */
export function tempfiles(_db: Db): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('temp_files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('temp_files_owner')
        .on('temp_files')
        .columns(['owner_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('temp_files_expires')
        .on('temp_files')
        .columns(['expires_at'])
        .execute();
    },
  };
}
