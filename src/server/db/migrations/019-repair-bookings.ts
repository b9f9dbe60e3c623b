import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Repair bookings at the sponsor bike shop (/sdcbikewala).
 *
 * - `date` (YYYY-MM-DD) and `time` (HH:MM) are the shop's wall clock, as the member picked them.
 * - `eta` is ISO-8601 UTC text set by the shop; created_at and updated_at likewise.
 * - `phone` and `address` are read only by the booker and the sponsor side.
 */
export function repairBookings({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('repair_bookings'), dialect)
        .addColumn('booker_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('issue', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('eta', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('repair_bookings_booker')
        .on('repair_bookings')
        .columns(['booker_id', 'id'])
        .execute();
      await db.schema
        .createIndex('repair_bookings_status')
        .on('repair_bookings')
        .columns(['status', 'id'])
        .execute();
    },
  };
}
