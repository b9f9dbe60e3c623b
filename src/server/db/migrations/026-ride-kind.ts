import { sql, type Migration } from 'kysely';

/**
 * The kind of a ride (road, gravel, mountain bike, social, training), which riders filter by.
 * Every ride planned before this was a road ride.
 */
export function rideKind(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('events')
        .addColumn('kind', 'text', (column) => column.notNull().defaultTo(sql`'road'`))
        .execute();
    },
  };
}
