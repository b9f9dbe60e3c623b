/**
 * Opens the database named by the configuration: SQLite in DATA_DIR by default, PostgreSQL
 * when DATABASE_URL is a postgres:// URL.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL's connection pool (for /api/metrics); SQLite has none. */
  pool?: pg.Pool;
}

/** Compiled statements kept per SQL text; enough for every query shape the app sends. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * better-sqlite3 compiles the SQL on every prepare(), and Kysely prepares on every query: on a
 * list reply of six small queries that compiling took longer than running them. The app sends
 * the same few hundred SQL texts again and again (values are bound, never spliced in), so each
 * is compiled once and kept, least recently used dropped first. Reuse is safe: Kysely runs one
 * query at a time on the connection, and SQLite recompiles a statement itself after a schema
 * change.
 */
function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = file.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
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
      pool,
    };
  }
  if (url) throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite).');
  const file = new SQLite(path.join(options.dataDir, 'club.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(file) }),
    }),
    dialect: 'sqlite',
  };
}

/** COUNT(*) comes back as a string from PostgreSQL (bigint) and a number from SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
