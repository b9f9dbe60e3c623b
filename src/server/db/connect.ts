/**
 * Opens the database named by the configuration: SQLite in DATA_DIR by default, PostgreSQL
 * when DATABASE_URL is a postgres:// URL.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Db {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server drops (restart, idle timeout) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  if (url) throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite).');
  const file = new SQLite(path.join(options.dataDir, 'club.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }),
    dialect: 'sqlite',
  };
}

/** COUNT(*) comes back as a string from PostgreSQL (bigint) and a number from SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
