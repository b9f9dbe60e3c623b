import type { Migration } from 'kysely';
import type { Db } from '../connect';
import { idColumn } from './columns';

/** Bug reports (§3 Bug). A report outlives its submitter and the developer who solved it. */
export function bugs({ dialect }: Db): Migration {
  return {
    async up(db) {
      await idColumn(db.schema.createTable('bugs'), dialect)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('severity', 'text', (c) => c.notNull())
        .addColumn('steps', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_solved', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('solved_at', 'text')
        .addColumn('solved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('bugs_created_at').on('bugs').columns(['created_at']).execute();
    },
  };
}
