import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/**
 * The audit log: who changed a role, an account, an order line's status or a club setting, and
 * when. `actor_id` keeps the entry when the actor's account is deleted (set null); `subject_id`
 * is text so 'club' (the club settings) fits as well as a row's id; `details` is JSON of what
 * changed.
 */
export function auditLog({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('audit_log'), dialect)
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
      await db.schema
        .createIndex('audit_log_action')
        .on('audit_log')
        .columns(['action', 'at'])
        .execute();
    },
  };
}
