import { sql, type Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Ride day, live (modules/events/live). `ride_live`: a ride's leader and sweep and whether the
 * organiser ended live day early; a ride without a row is led by its organiser, with no sweep.
 * `ride_live_riders`: one row per rider who switched sharing on, holding only their latest
 * position (never a track), deleted 24 h after the ride ends. `ride_live_alerts`: one open alert
 * per rider and cause (a partial unique index), cleared when the cause passes.
 * `ride_help_requests`: "I need help", its position nulled with the riders' positions.
 * `emergency_contacts`: a member's own, one row. Ride messages may mark a help request.
 */
export function rideLive({ dialect }: Db): Migration {
  const coordinate = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db) {
      await db.schema
        .createTable('ride_live')
        .addColumn('event_id', 'integer', (c) =>
          c.primaryKey().references('events.id').onDelete('cascade'),
        )
        .addColumn('leader_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('sweep_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .createTable('ride_live_riders')
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('sharing', 'integer', (c) => c.notNull())
        .addColumn('lat', coordinate)
        .addColumn('lng', coordinate)
        .addColumn('accuracy', coordinate)
        .addColumn('fix_at', 'text')
        .addColumn('received_at', 'text')
        // Where the rider last stood still, and since when: "not moved for 5 min" reads these.
        .addColumn('anchor_lat', coordinate)
        .addColumn('anchor_lng', coordinate)
        .addColumn('moved_at', 'text')
        .addPrimaryKeyConstraint('ride_live_riders_pk', ['event_id', 'user_id'])
        .execute();
      await idColumn(db.schema.createTable('ride_live_alerts'), dialect)
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('cause', 'text', (c) => c.notNull())
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addColumn('cleared_at', 'text')
        .execute();
      await db.schema
        .createIndex('ride_live_alerts_open')
        .on('ride_live_alerts')
        .columns(['event_id', 'user_id', 'cause'])
        .unique()
        .where(sql.ref('cleared_at'), 'is', null)
        .execute();
      await idColumn(db.schema.createTable('ride_help_requests'), dialect)
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('lat', coordinate)
        .addColumn('lng', coordinate)
        .addColumn('accuracy', coordinate)
        .addColumn('fix_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('ride_help_requests_event')
        .on('ride_help_requests')
        .columns(['event_id', 'id'])
        .execute();
      await db.schema
        .createTable('emergency_contacts')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('ride_comments')
        .addColumn('help_request_id', 'integer', (c) =>
          c.references('ride_help_requests.id').onDelete('set null'),
        )
        .execute();
    },
  };
}
