import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Members' media libraries. A picture is a row of the media table (kind 'storage', sizes made
 * by the server); a video or audio file is stored as sent at DATA_DIR/storage/<file_id>, a
 * random uuid. `size` is what the upload weighed, counted against the member's quota;
 * `name_key` is the lower-cased name the search runs on.
 */
export function storage({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('storage_items'), dialect)
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('media_id', 'text', (c) => c.references('media.id').onDelete('set null'))
        .addColumn('file_id', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('storage_items_owner')
        .on('storage_items')
        .columns(['owner_id', 'created_at'])
        .execute();
    },
  };
}
