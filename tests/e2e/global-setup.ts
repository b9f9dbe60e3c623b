/**
 * Starts what the browser tests talk to: an SMTP sink (the app really sends its e-mails), an
 * HTTP endpoint through which workers read them, and the built server on a fresh DATA_DIR with
 * the demo accounts seeded. On PostgreSQL (TEST_DATABASE_URL) the server gets a fresh database.
 * The function it returns is the global teardown: Playwright calls it after the last test.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startSmtpSink } from '../helpers/smtp-sink';
import { assertBuilt, assertPortFree, snapshotBuild, startAppServer } from './support/app-server';
import {
  DEMO_PASSWORD,
  E2E_MAIL_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
  E2E_TILE_PORT,
  BASE_URL,
} from './support/env';
import { startMailEndpoint } from './support/mail-endpoint';
import { startTileServer } from '../helpers/tile-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

export default async function globalSetup(config: FullConfig) {
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  assertBuilt(root);
  await assertPortFree(E2E_PORT, 'e2e app server', 'E2E_PORT');
  await assertPortFree(E2E_SMTP_PORT, 'SMTP sink', 'E2E_SMTP_PORT');
  await assertPortFree(E2E_MAIL_PORT, 'mail endpoint', 'E2E_MAIL_PORT');
  await assertPortFree(E2E_TILE_PORT, 'map tile server', 'E2E_TILE_PORT');

  // Undo whatever got started, in reverse order, whether setup failed half-way or tests ended.
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    const errors: unknown[] = [];
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length) throw new AggregateError(errors, 'e2e teardown failed');
  };

  try {
    const sink = await startSmtpSink(E2E_SMTP_PORT);
    cleanups.push(() => sink.close());
    const mail = await startMailEndpoint(sink, E2E_MAIL_PORT);
    cleanups.push(() => mail.close());
    // Maps draw from this stand-in, never from the internet.
    const tiles = await startTileServer(E2E_TILE_PORT);
    cleanups.push(() => tiles.close());

    let database: TestDatabase | undefined;
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      database = await createTestDatabase(adminUrl, 'e2e');
      const created = database;
      cleanups.push(() => created.drop());
    }

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const resultsDir = path.join(root, 'test-results');
    mkdirSync(resultsDir, { recursive: true });
    const buildCopy = path.join(resultsDir, '.e2e-build');
    cleanups.push(() => rmSync(buildCopy, { recursive: true, force: true }));
    const { serverMain, clientDir } = snapshotBuild(root, buildCopy);
    // Workers inherit this: the service-worker tests change sw.js there to stage a new version.
    process.env.E2E_CLIENT_DIR = clientDir;
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      SMTP_URL: sink.url,
      SEED_DEMO: '1',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      // Every test signs up its own members: the same scrypt at a test cost.
      PASSWORD_COST: 'low',
      // Tests stand for members on different devices (fixtures.ts sends X-Forwarded-For), as
      // behind the club's reverse proxy; otherwise every test would share one rate limit.
      TRUST_PROXY: '1',
      MAP_TILE_URL: tiles.template,
      MAP_TILE_ATTRIBUTION: 'Test tiles',
    };
    delete env.DATABASE_URL;
    if (database) env.DATABASE_URL = database.url;
    const server = await startAppServer({
      root,
      serverMain,
      port: E2E_PORT,
      env,
      logFile: path.join(resultsDir, 'e2e-server.log'),
    });
    cleanups.push(() => server.stop());
    // A run meant for PostgreSQL that quietly ran on SQLite would prove nothing about it.
    const expected = database ? 'postgres' : 'sqlite';
    if (server.database !== expected)
      throw new Error(`The e2e server runs on ${server.database}, expected ${expected}.`);
    console.log(`e2e server on ${BASE_URL} (${expected}), SMTP sink on port ${E2E_SMTP_PORT}`);
  } catch (error) {
    await teardown().catch((cleanupError: unknown) => console.error(cleanupError));
    throw error;
  }
  return teardown;
}
