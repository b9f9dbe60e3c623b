import type { Migration } from 'kysely';

/**
 * The language a member chose (contract/i18n/locales.ts): their e-mails and pushes are written
 * in it and every device they sign in on speaks it. NULL until they choose: the language of
 * the device they signed up on, or English.
 */
export function memberLanguage(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('users').addColumn('language', 'text').execute();
    },
    async down(db) {
      await db.schema.alterTable('users').dropColumn('language').execute();
    },
  };
}
