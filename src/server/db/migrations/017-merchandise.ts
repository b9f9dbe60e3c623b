import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * Club jerseys and their pre-orders. A jersey's prices per size group and sleeve are one JSON
 * text checked against the contract when read. A pre-order keeps the jersey's name and the
 * figures it was priced at, so a later price change never rewrites what a member agreed to
 * pay. One picture belongs to one jersey, by a unique key.
 */
export function merchandise({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('jerseys'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('prices', 'text', (c) => c.notNull())
        .addColumn('open', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('jersey_pictures')
        .addColumn('jersey_id', 'integer', (c) =>
          c.notNull().references('jerseys.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('media_id', 'text', (c) =>
          c.notNull().unique().references('media.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('jersey_pictures_pk', ['jersey_id', 'position'])
        .execute();

      await idColumn(db.schema.createTable('jersey_preorders'), dialect)
        .addColumn('jersey_id', 'integer', (c) =>
          c.notNull().references('jerseys.id').onDelete('cascade'),
        )
        .addColumn('buyer_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('jersey_name', 'text', (c) => c.notNull())
        .addColumn('size', 'text', (c) => c.notNull())
        .addColumn('sleeve', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('delivery_charge', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('delivery_name', 'text', (c) => c.notNull())
        .addColumn('delivery_phone', 'text', (c) => c.notNull())
        .addColumn('delivery_address', 'text', (c) => c.notNull())
        .addColumn('delivery_option', 'text', (c) => c.notNull())
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('payment_account', 'text')
        .addColumn('payment_transaction', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('paid_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema
        .createIndex('jersey_preorders_buyer')
        .on('jersey_preorders')
        .columns(['buyer_id', 'id'])
        .execute();
      await db.schema
        .createIndex('jersey_preorders_status')
        .on('jersey_preorders')
        .columns(['status', 'id'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('jersey_preorders').execute();
      await db.schema.dropTable('jersey_pictures').execute();
      await db.schema.dropTable('jerseys').execute();
    },
  };
}
