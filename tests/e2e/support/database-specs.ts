/**
 * The browser specs whose story runs through server code that differs by database: the live
 * bus (LISTEN/NOTIFY on PostgreSQL: chat, notices, a live ride's positions), the file store
 * (rows in PostgreSQL, files on disk with SQLite), search, and the rides', roles', parcels' and
 * storage's row locks and queries written per dialect. On PostgreSQL (TEST_DATABASE_URL) only
 * these run again, and on the phone only (no layout changes the database's side); every other
 * spec tests the browser's side of a story the server tests already cover on both databases,
 * and runs once, on SQLite. E2E_EVERY_SPEC=1 runs them all, on both projects, on PostgreSQL too.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const DATABASE_SPECS = [
  'admin',
  'announcements',
  'bike-messenger',
  'chat',
  'conversation-picture',
  'conversations',
  'events',
  'member-dashboard',
  'notifications',
  'releases',
  'ride-live',
  'ride-series',
  'ride-thread',
  'roll-call',
  'search',
  'storage',
  'tempfile',
] as const;

/** The specs' file patterns, after checking each still exists: a renamed spec fails here. */
export function databaseSpecFiles(testDir: string): string[] {
  return DATABASE_SPECS.map((name) => {
    const file = path.join(testDir, `${name}.spec.ts`);
    if (!existsSync(file)) throw new Error(`DATABASE_SPECS names ${name}: ${file} is missing.`);
    return `**/${name}.spec.ts`;
  });
}
