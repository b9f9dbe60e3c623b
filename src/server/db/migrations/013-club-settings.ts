import type { Migration } from 'kysely';
import { CLUB_SETTINGS_DEFAULTS } from '../../../contract/settings';
import type { Db } from '../connect';

/**
 * The club's settings as key and JSON value, one row per setting of the contract's
 * ClubSettings, written with the defaults of a fresh install. A key the code knows but the
 * table lacks reads as its default, so later settings need no migration of their own.
 */
export function clubSettings(_db: Db): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('club_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      const now = new Date().toISOString();
      await db
        .insertInto('club_settings')
        .values(
          Object.entries(CLUB_SETTINGS_DEFAULTS).map(([key, value]) => ({
            key,
            value: JSON.stringify(value),
            updated_at: now,
            updated_by: null,
          })),
        )
        .execute();
    },
  };
}
