import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * A ride's roll-call: one row per member or guest walk-up the organiser marked, present or not,
 * with who marked it and when. A member going on the ride has no row until marked; a row exists
 * once for a member on a ride (`event_attendance_once`), so a mark sent twice lands once. A
 * guest walk-up has no account: `user_id` is NULL and `guest_name` says who.
 */
export function rideAttendance({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('event_attendance'), dialect)
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('guest_name', 'text')
        // 1: added on the day (not going on the ride when added); 0: on the list by their RSVP.
        .addColumn('walk_up', 'integer', (c) => c.notNull())
        .addColumn('present', 'integer', (c) => c.notNull())
        .addColumn('marked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('marked_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('event_attendance_once', ['event_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('event_attendance_user')
        .on('event_attendance')
        .columns(['user_id', 'present'])
        .execute();
    },
  };
}
