import type { Migration } from 'kysely';

/**
 * Why a session was ended, so a device still holding its token can be told: 'signed_out',
 * 'password_reset' or 'disabled'. NULL while it lasts, and for sessions ended before this.
 */
export function sessionEndReason(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('sessions').addColumn('ended_reason', 'text').execute();
    },
  };
}
