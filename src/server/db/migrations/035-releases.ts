import type { Migration } from 'kysely';

/**
 * The releases of the built app that the server has started with, and the hashed files each
 * one has (releases/archive.ts): a tab still running an earlier release asks for its files
 * after a deploy, and the server answers them from the file store while the release is kept.
 * A file name is unique to its content, so one name in several releases is one stored file.
 */
export function releases(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('releases')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('first_served_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('release_assets')
        .addColumn('release_id', 'text', (c) =>
          c.notNull().references('releases.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('release_assets_pk', ['release_id', 'name'])
        .execute();
      // Asked on every request for a file of an earlier release.
      await db.schema
        .createIndex('release_assets_name_idx')
        .on('release_assets')
        .column('name')
        .execute();
    },
  };
}
