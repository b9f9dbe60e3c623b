/**
 * Runs one statement on a database connection of its own, as another server process on the
 * same database would: the app under test sees the change only by reading it.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { TestServer } from './server-app';

/** `sql` with `?` placeholders, numbered for PostgreSQL. */
export async function writeElsewhere(
  server: TestServer,
  sql: string,
  values: unknown[],
): Promise<void> {
  const url = server.app.config.databaseUrl;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      let n = 0;
      await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        values,
      );
    } finally {
      await client.end();
    }
    return;
  }
  const file = new SQLite(path.join(server.dataDir, 'club.sqlite'));
  try {
    file.prepare(sql).run(...values);
  } finally {
    file.close();
  }
}
