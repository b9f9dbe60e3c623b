import type { Migration } from 'kysely';

/**
 * A member's "about" text on their profile page: public, written by the member alone. NULL
 * until they write one (and again when they clear it).
 */
export function profileAbout(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('users').addColumn('about', 'text').execute();
    },
  };
}
