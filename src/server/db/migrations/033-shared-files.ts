import type { Migration } from 'kysely';
import type { Db } from '../connect';

/**
 * Files kept in the database, for several server processes on one PostgreSQL
 * (files/postgres-store.ts). A write puts its bytes in `file_chunks` under a fresh `upload_id`,
 * then names them in `stored_files` last: a file half written has no row, so no reader finds
 * it, and chunks whose upload never got a row are swept. The tables are made on SQLite too,
 * where they stay empty: with SQLite files live in DATA_DIR.
 */
export function sharedFiles({ dialect }: Db): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('file_chunks')
        .addColumn('upload_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('written_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('file_chunks_pk', ['upload_id', 'seq'])
        .execute();
      await db.schema
        .createTable('stored_files')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('upload_id', 'text', (c) => c.notNull().unique())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('chunk_size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
