import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Riders carry strangers' addresses, so a club admin approves each one, and every time a rider
 * is shown a receiver's details it is kept for the merchant to see.
 *
 * - `parcel_riders.approved_at`/`approved_by`: NULL until an admin approves (riders who opted in
 *   before this migration wait for approval too); `active`: 0 while the rider has opted out,
 *   which keeps the approval for when they opt in again.
 * - `parcel_receiver_views`: one row per rider and run of views: views less than half an hour
 *   apart count on the same row (`times`, `last_at`), so a screen that refreshes every few
 *   seconds does not bury the parcel's history.
 */
export function riderApproval({ dialect }: Db): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('parcel_riders').addColumn('approved_at', 'text').execute();
      await db.schema
        .alterTable('parcel_riders')
        .addColumn('approved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('parcel_riders')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await idColumn(db.schema.createTable('parcel_receiver_views'), dialect)
        .addColumn('parcel_id', 'integer', (c) =>
          c.notNull().references('parcels.id').onDelete('cascade'),
        )
        .addColumn('viewer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('first_at', 'text', (c) => c.notNull())
        .addColumn('last_at', 'text', (c) => c.notNull())
        .addColumn('times', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('parcel_receiver_views_parcel')
        .on('parcel_receiver_views')
        .columns(['parcel_id', 'viewer_id', 'last_at'])
        .execute();
    },
  };
}
