import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * The landing page's content (§3 Home content). `intro_welcome` has one row at most (id 1),
 * written the first time someone saves the welcome text. A special's pictures go with the
 * special; `media_id` is unique, so a picture belongs to one special and may be deleted with it.
 * Pictures outlive the member who uploaded them: the media row's owner only becomes NULL.
 */
export function intro({ dialect }: Db): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('intro_welcome')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('welcome_text', 'text', (c) => c.notNull())
        .addColumn('image_id', 'text', (c) => c.references('media.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await idColumn(db.schema.createTable('intro_specials'), dialect)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await db.schema
        .createTable('intro_special_images')
        .addColumn('special_id', 'integer', (c) =>
          c.notNull().references('intro_specials.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('media_id', 'text', (c) =>
          c.notNull().unique().references('media.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('intro_special_images_pk', ['special_id', 'position'])
        .execute();
    },
  };
}
