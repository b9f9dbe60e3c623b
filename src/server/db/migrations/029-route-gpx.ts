import type { Migration } from 'kysely';

/**
 * The GPX file a ride's route was read from, kept as uploaded so riders can download it for
 * their bike computers. Routes uploaded before this have none (null): their download is built
 * from the simplified track.
 */
export function routeGpx(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('event_routes').addColumn('gpx', 'text').execute();
    },
  };
}
