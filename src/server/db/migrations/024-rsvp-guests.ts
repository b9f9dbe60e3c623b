import { sql, type Migration } from 'kysely';

/**
 * The guests a rider brings (+1, +2): they take places on the ride beside the rider, and wait
 * with them on the waitlist. 0 for every RSVP made before this.
 */
export function rsvpGuests(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('event_rsvps')
        .addColumn('guests', 'integer', (column) => column.notNull().defaultTo(sql`0`))
        .execute();
    },
  };
}
