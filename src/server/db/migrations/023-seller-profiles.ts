import type { Migration } from 'kysely';
import type { Db } from '../connect';

/**
 * A seller's own shop details (contract/seller.ts): business information, policies, the payout
 * account (JSON, read by the seller and admins only), the delivery options the seller sends by
 * (a JSON array), the logo (a media row) and the seller's support conversation with the admins.
 */
export function sellerProfiles(_db: Db): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('seller_profiles')
        .addColumn('seller_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('business_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('return_policy', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('warranty_policy', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payout', 'text')
        .addColumn('shipping_options', 'text', (c) => c.notNull())
        .addColumn('dispatch_days', 'integer', (c) => c.notNull())
        .addColumn('logo_media_id', 'text')
        .addColumn('support_conversation_id', 'integer', (c) =>
          c.references('conversations.id').onDelete('set null'),
        )
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
