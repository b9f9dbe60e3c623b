/**
 * Several server processes started at the same moment on an empty database, as a deploy's loop
 * starts them: each migrates and seeds the demo, and none fails for another's head start. Three
 * apps in this process, each with its own connection pool: their statements interleave as three
 * processes' would. On PostgreSQL only: several processes share one database only there (one
 * SQLite file has one server process, docs/deploy.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { countUsers } from '../../src/server/modules/users/repository';
import { DEMO_USERNAMES, seedDemoData } from '../../src/server/seed/demo';
import { TEST_PASSWORD } from '../helpers/server-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const apps: App[] = [];
let dataDir = '';
let postgres: TestDatabase | undefined;

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await postgres?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const runs = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(runs)('processes started together on an empty database', () => {
  it('all start, and the demo is seeded once', { timeout: 60_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-seed-'));
    postgres = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    const start = async () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        CLIENT_DIR: path.join(dataDir, 'no-client'),
        LOG_LEVEL: 'silent',
        SEED_DEMO: '1',
        DEMO_PASSWORD: TEST_PASSWORD,
        // The demo's passwords hashed at the test cost, as the other server tests do.
        PASSWORD_COST: 'low',
        DATABASE_URL: postgres!.url,
      });
      const app = await buildApp({ config });
      apps.push(app);
      await seedDemoData(app);
      return app;
    };
    const started = await Promise.allSettled([start(), start(), start()]);
    const failures = started.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    expect(await countUsers(apps[0]!.db)).toBe(DEMO_USERNAMES.length);
    const rides = async () =>
      Number(
        (
          await apps[0]!.db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seededRides = await rides();
    expect(seededRides).toBeGreaterThan(0);
    // A later start finds the club there and adds nothing.
    await seedDemoData(apps[1]!);
    expect(await countUsers(apps[0]!.db)).toBe(DEMO_USERNAMES.length);
    expect(await rides()).toBe(seededRides);
  });
});

// Said where the run has no PostgreSQL, so a skipped file is not mistaken for a pass.
describe.skipIf(runs)('processes started together on an empty database', () => {
  it.skip('needs TEST_DATABASE_URL');
});
