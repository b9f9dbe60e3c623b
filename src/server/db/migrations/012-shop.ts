import { sql, type Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * The shop: products with their pictures, members' carts, orders, their lines (each with its
 * own status, seller and customer), every status move of a line, and reviews.
 *
 * Prices are integers of the currency's smallest unit; order figures are bigint, as a line of
 * many dear items can pass 2^31 poisha. Stock is a plain integer that checkouts take with a
 * conditional UPDATE; the CHECK makes a negative stock impossible even for a faulty query.
 * One picture belongs to one product and one review to one order line, by unique keys.
 */
export function shop({ dialect }: Db): Migration {
  const decimal = dialect === 'postgres' ? sql`double precision` : sql`real`;
  return {
    async up(db) {
      await idColumn(db.schema.createTable('products'), dialect)
        .addColumn('seller_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('brand', 'text')
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('discount_price', 'integer')
        .addColumn('quantity_available', 'integer', (c) =>
          c.notNull().check(sql`quantity_available >= 0`),
        )
        .addColumn('description', 'text')
        .addColumn('main_media_id', 'text', (c) => c.references('media.id').onDelete('set null'))
        .addColumn('height', decimal)
        .addColumn('width', decimal)
        .addColumn('depth', decimal)
        .addColumn('weight', decimal)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('products_category')
        .on('products')
        .columns(['category', 'id'])
        .execute();
      await db.schema
        .createIndex('products_seller')
        .on('products')
        .columns(['seller_id', 'id'])
        .execute();

      await db.schema
        .createTable('product_gallery')
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('media_id', 'text', (c) =>
          c.notNull().unique().references('media.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('product_gallery_pk', ['product_id', 'position'])
        .execute();

      await db.schema
        .createTable('cart_items')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id'])
        .execute();

      await idColumn(db.schema.createTable('orders'), dialect)
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('delivery_name', 'text', (c) => c.notNull())
        .addColumn('delivery_phone', 'text', (c) => c.notNull())
        .addColumn('delivery_address', 'text', (c) => c.notNull())
        .addColumn('delivery_option', 'text', (c) => c.notNull())
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('payment_account', 'text')
        .addColumn('payment_transaction', 'text')
        .addColumn('items_total', 'bigint', (c) => c.notNull())
        .addColumn('discount', 'bigint', (c) => c.notNull())
        .addColumn('service_charge', 'bigint', (c) => c.notNull())
        .addColumn('delivery_charge', 'bigint', (c) => c.notNull())
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('rerun_of', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('orders_customer')
        .on('orders')
        .columns(['customer_id', 'id'])
        .execute();

      await idColumn(db.schema.createTable('order_lines'), dialect)
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('seller_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('unit_price', 'bigint', (c) => c.notNull())
        .addColumn('list_price', 'bigint', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('line_total', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('status_note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_lines_order')
        .on('order_lines')
        .columns(['order_id'])
        .execute();
      await db.schema
        .createIndex('order_lines_seller')
        .on('order_lines')
        .columns(['seller_id', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('order_lines_status')
        .on('order_lines')
        .columns(['status', 'id'])
        .execute();

      await idColumn(db.schema.createTable('order_status_history'), dialect)
        .addColumn('line_id', 'integer', (c) =>
          c.notNull().references('order_lines.id').onDelete('cascade'),
        )
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('continuation', 'text')
        .addColumn('note', 'text')
        .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_status_history_line')
        .on('order_status_history')
        .columns(['line_id', 'id'])
        .execute();

      await idColumn(db.schema.createTable('reviews'), dialect)
        .addColumn('line_id', 'integer', (c) =>
          c.notNull().unique().references('order_lines.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('seller_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reply', 'text')
        .addColumn('replied_at', 'text')
        .execute();
      await db.schema
        .createIndex('reviews_product')
        .on('reviews')
        .columns(['product_id', 'id'])
        .execute();
      await db.schema
        .createIndex('reviews_seller')
        .on('reviews')
        .columns(['seller_id', 'id'])
        .execute();
    },
  };
}
