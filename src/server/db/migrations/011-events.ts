import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Group rides, their RSVPs, GPX routes, members' calendar feeds, and the jobs table that
 * background work (ride reminders first) shares between server processes.
 *
 * - `events.starts_at` is ISO-8601 UTC text with milliseconds, so text order is time order.
 * - `event_rsvps.id` is the join order: the waitlist moves in it. One row per rider and ride.
 * - `event_routes` are uploaded before the ride that uses them and belong to their uploader.
 * - `calendar_feeds.token` is kept as is: the member asks for their feed address again and
 *   again, and it only ever opens a read-only list of rides.
 * - `jobs.key` names what a job is for (one reminder per ride), so moving or dropping it is
 *   one statement; `claimed_at` is set by the one runner that got it.
 */
export function events({ dialect }: Db): Migration {
  const coordinate = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db) {
      await db.schema
        .createTable('event_routes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('distance_km', coordinate, (c) => c.notNull())
        .addColumn('elevation_gain_m', coordinate, (c) => c.notNull())
        .addColumn('point_count', 'integer', (c) => c.notNull())
        // JSON [[lat, lng], …], simplified.
        .addColumn('track', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('events'), dialect)
        .addColumn('organiser_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('cover_media_id', 'text', (c) => c.references('media.id').onDelete('set null'))
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('from_name', 'text', (c) => c.notNull())
        .addColumn('from_lat', coordinate)
        .addColumn('from_lng', coordinate)
        .addColumn('to_name', 'text', (c) => c.notNull())
        .addColumn('to_lat', coordinate)
        .addColumn('to_lng', coordinate)
        .addColumn('distance_km', coordinate)
        .addColumn('pace', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('route_id', 'text', (c) => c.references('event_routes.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('cancelled_at', 'text')
        .execute();
      // Upcoming reads forward from now, past backward from it.
      await db.schema
        .createIndex('events_starts')
        .on('events')
        .columns(['starts_at', 'id'])
        .execute();
      await db.schema
        .createIndex('events_organiser')
        .on('events')
        .columns(['organiser_id'])
        .execute();

      await db.schema
        .createTable('event_sponsors')
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('media_id', 'text', (c) => c.references('media.id').onDelete('set null'))
        .addPrimaryKeyConstraint('event_sponsors_pk', ['event_id', 'position'])
        .execute();

      await idColumn(db.schema.createTable('event_rsvps'), dialect)
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('event_rsvps_once', ['event_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('event_rsvps_event')
        .on('event_rsvps')
        .columns(['event_id', 'state', 'id'])
        .execute();
      await db.schema
        .createIndex('event_rsvps_user')
        .on('event_rsvps')
        .columns(['user_id'])
        .execute();

      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('jobs'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['run_at']).execute();
    },
  };
}
