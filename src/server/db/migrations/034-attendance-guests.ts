import type { Migration } from 'kysely';

/**
 * How many of the guests a member said they would bring the roll-call found with them. NULL:
 * all of them, as every mark before this column meant.
 */
export function attendanceGuests(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('event_attendance')
        .addColumn('guests_present', 'integer')
        .execute();
    },
  };
}
