import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Ride series: a ride that repeats weekly, every n weeks or monthly on the n-th weekday. Each of
 * its rides is a row of `events` of its own (RSVPs, waitlist, reminder), pointing at the series;
 * the series keeps the rule it was planned with, and when it was ended.
 */
export function rideSeries({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('ride_series'), dialect)
        .addColumn('organiser_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('interval', 'integer', (c) => c.notNull())
        .addColumn('week_of_month', 'integer')
        .addColumn('weekday', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('until', 'text')
        .addColumn('ride_count', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .alterTable('events')
        .addColumn('series_id', 'integer', (c) =>
          c.references('ride_series.id').onDelete('set null'),
        )
        .execute();
      // A series' rides are read in start order, for "this and later".
      await db.schema
        .createIndex('events_series')
        .on('events')
        .columns(['series_id', 'starts_at'])
        .execute();
    },
  };
}
