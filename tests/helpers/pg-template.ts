/**
 * The server tests' global setup on PostgreSQL (TEST_DATABASE_URL): one database migrated from
 * nothing at the start of the run, which each test server's own database is cloned from
 * (server-app.ts). Running the 38 migrations took 2 to 3.5 s in every one of 110 files; a clone
 * takes as long as an empty database. Tests of the migrations themselves make their own
 * databases from nothing (test-database.ts).
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createTestDatabase } from './test-database';

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('migratedTemplate', '');
    return;
  }
  const template = await createTestDatabase(adminUrl, 'template');
  const database = openDatabase({ databaseUrl: template.url, dataDir: '' });
  try {
    await migrateToLatest(database);
  } finally {
    // A database is cloned only while nobody is connected to it.
    await database.db.destroy();
  }
  project.provide('migratedTemplate', template.name);
  return () => template.drop();
}
