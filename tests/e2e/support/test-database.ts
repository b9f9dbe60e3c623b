/**
 * A fresh PostgreSQL database for one e2e run when TEST_DATABASE_URL is set, so the run never
 * sees data of an earlier run and the server's migrations run from nothing on PostgreSQL too.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  // Letters and digits only, so the name needs no quoting rules beyond the double quotes.
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // FORCE ends connections a stopped server might have left behind (PostgreSQL 13+).
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
