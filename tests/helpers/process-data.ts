/**
 * The data a server process will run on, made by the test before the process starts: a data
 * directory (its secrets.json shared with the server, so the sessions made here are valid
 * there), the database (SQLite in the directory, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set) migrated, and active members with a session each. Signing members
 * up through the API would spend the test on password hashing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RoleName } from '../../src/contract/roles';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createSession } from '../../src/server/lib/sessions';
import { grantRole } from '../../src/server/modules/roles/repository';
import { insertUser } from '../../src/server/modules/users/repository';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface ProcessMember {
  id: number;
  username: string;
  token: string;
}

export interface ProcessData {
  dataDir: string;
  /** The environment a server process needs for this data. */
  env: Record<string, string>;
  databaseUrl: string | undefined;
  /** Opens the database from the test's side, e.g. to check what the server stored. */
  open(): Db;
  addMembers(prefix: string, count: number, roles?: RoleName[]): Promise<ProcessMember[]>;
  remove(): Promise<void>;
}

/** `empty`: leave the database unmigrated, for processes that must migrate it themselves. */
export async function makeProcessData(
  prefix = 'club-process-',
  options: { dataDir?: string; postgres?: TestDatabase; empty?: boolean } = {},
): Promise<ProcessData> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), prefix)));
  const postgres =
    options.postgres ??
    (process.env.TEST_DATABASE_URL
      ? await createTestDatabase(process.env.TEST_DATABASE_URL)
      : undefined);
  const databaseUrl = postgres?.url;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const open = () => openDatabase({ dataDir, databaseUrl });

  if (!options.empty) {
    const setup = open();
    try {
      await migrateToLatest(setup);
    } finally {
      await setup.db.destroy();
    }
  }

  return {
    dataDir,
    databaseUrl,
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    open,
    async addMembers(prefix, count, roles = []) {
      const { db } = open();
      try {
        const members: ProcessMember[] = [];
        for (let index = 0; index < count; index++) {
          const username = `${prefix}${index}`;
          const id = await insertUser(db, {
            username,
            username_key: username.toLowerCase(),
            email: `${username.toLowerCase()}@riders.example`,
            full_name: `Rider ${username}`,
            contact: '01712345678',
            address: '12 Lake Road, Dhanmondi, Dhaka',
            dob: '1995-04-12',
            gender: 'NOT_SPECIFIED',
            password_hash: 'not-a-hash',
            account_status: 'active',
            can_manage_users: 0,
            can_delete_posts: 0,
            payment_method: null,
            profile_picture_id: null,
            cover_picture_id: null,
            created_at: new Date().toISOString(),
            last_login: null,
          });
          for (const role of ['ROLE_USER', ...roles] as RoleName[]) await grantRole(db, id, role);
          const token = await createSession(db, config, id, 'process test');
          members.push({ id, username, token });
        }
        return members;
      } finally {
        await db.destroy();
      }
    },
    async remove() {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
