import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * The bike messenger: parcels, their pictures, every move of their status, and the members who
 * opted in as riders.
 *
 * - `parcels.rider_id` is set by the one conditional UPDATE that takes a pending parcel, and
 *   cleared when the rider gives it up before pick-up.
 * - `tracking_token` is the receiver's link: 192 random bits, unique.
 * - Times are ISO-8601 UTC text, money integer minor units, coordinates degrees.
 */
export function parcels({ dialect }: Db): Migration {
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db) {
      await idColumn(db.schema.createTable('parcels'), dialect)
        .addColumn('merchant_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('rider_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('weight_grams', 'integer', (c) => c.notNull())
        .addColumn('cash_on_delivery', 'integer', (c) => c.notNull())
        .addColumn('delivery_charge', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('distance_km', real)
        .addColumn('pickup_address', 'text', (c) => c.notNull())
        .addColumn('pickup_lat', real)
        .addColumn('pickup_lng', real)
        .addColumn('pickup_window_start', 'text')
        .addColumn('pickup_window_end', 'text')
        .addColumn('pickup_instructions', 'text', (c) => c.notNull())
        .addColumn('receiver_name', 'text', (c) => c.notNull())
        .addColumn('receiver_phone', 'text', (c) => c.notNull())
        .addColumn('receiver_address', 'text', (c) => c.notNull())
        .addColumn('dropoff_lat', real)
        .addColumn('dropoff_lng', real)
        .addColumn('delivery_instructions', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('cancel_reason', 'text')
        .addColumn('tracking_token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'text')
        .addColumn('picked_up_at', 'text')
        .addColumn('delivered_at', 'text')
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema
        .createIndex('parcels_status')
        .on('parcels')
        .columns(['status', 'id'])
        .execute();
      await db.schema
        .createIndex('parcels_merchant')
        .on('parcels')
        .columns(['merchant_id', 'id'])
        .execute();
      await db.schema
        .createIndex('parcels_rider')
        .on('parcels')
        .columns(['rider_id', 'id'])
        .execute();

      await db.schema
        .createTable('parcel_pictures')
        .addColumn('parcel_id', 'integer', (c) =>
          c.notNull().references('parcels.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('media_id', 'text', (c) =>
          c.notNull().references('media.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('parcel_pictures_pk', ['parcel_id', 'position'])
        .execute();

      await idColumn(db.schema.createTable('parcel_moves'), dialect)
        .addColumn('parcel_id', 'integer', (c) =>
          c.notNull().references('parcels.id').onDelete('cascade'),
        )
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('parcel_moves_parcel')
        .on('parcel_moves')
        .columns(['parcel_id', 'id'])
        .execute();

      await db.schema
        .createTable('parcel_riders')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('since', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
