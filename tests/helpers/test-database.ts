/**
 * A fresh PostgreSQL database for one test server or one e2e run, so no run sees data of an
 * earlier one and the migrations run from nothing on PostgreSQL too.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server tests' migrated database to clone (pg-template.ts), or '' on SQLite. */
    migratedTemplate: string;
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new database, empty or (`template`: a database's name) a copy of another. */
export async function createTestDatabase(
  adminUrl: string,
  prefix = 'test',
  template?: string,
): Promise<TestDatabase> {
  // Letters, digits and '_' only, so the name needs no quoting.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^\w+$/.test(template))
    throw new Error(`Bad template ${template}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      try {
        // The app's pool closes its sockets a moment after close() resolves; dropping before
        // then would kill them mid-goodbye and surface as unhandled pool errors.
        for (let i = 0; i < 50; i++) {
          const { rows } = await admin.query<{ n: string }>(
            'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (Number(rows[0]?.n) === 0) break;
          await sleep(100);
        }
        // A plain DROP (not WITH FORCE) asks autovacuum workers to leave; FORCE would need the
        // right to signal them, which a CREATEDB-only role lacks. A worker can still arrive
        // between the check and the drop, hence the retries.
        for (let attempt = 1; ; attempt++) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            if (attempt >= 10) throw error;
            await sleep(500);
          }
        }
      } finally {
        await admin.end();
      }
    },
  };
}
