/**
 * Backs up the club's data while the server runs: `npm run backup -- [target folder]`, by
 * default ./backups/club-<UTC time>. Reads the same DATA_DIR and DATABASE_URL as the server.
 *
 * SQLite: SQLite's online backup copies the database page by page under its own locks, so the
 * copy is one consistent moment even while the server writes; copying club.sqlite as a file
 * would miss what is still in club.sqlite-wal or catch a page half-written. PostgreSQL: pg_dump
 * (custom format) reads one snapshot. Either way the riders' live positions of ride day are left
 * out (backup-live-data.ts): they are kept for the ride only. Then the rest of DATA_DIR (pictures, stored and shared
 * files, earlier releases' app files, secrets.json) is copied: after the database, because pictures are written before the
 * rows that name them, so every picture the copied database names is already on disk.
 *
 * With the files in PostgreSQL (files/postgres-store.ts) they are tables of the dump like any
 * other; in an S3 bucket they are backed up by the bucket's own means (versioning), and the
 * backup says so.
 *
 * The target then holds a complete DATA_DIR: a server started on it (or on a copy of it) runs
 * on the backed-up data. It holds secrets.json, so keep it as private as the server's data.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config';
import { dropLiveDataFromSqliteCopy, pgDumpLiveDataExclusions } from './backup-live-data';

const DATABASE_FILE = 'club.sqlite';
/** The live database and its journal: copied by the backup API, never as files. */
const LIVE_FILES = new Set([DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]);
const PG_DUMP_FILE = 'club.pgdump';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * Copies a folder tree, file by file, as it is now. A file the server deletes meanwhile (a
 * post's pictures, an expired shared file) is skipped instead of failing the backup.
 */
async function copyTree(from: string, to: string, skip: (name: string) => boolean) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const source = path.join(from, entry.name);
    const copy = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) await copyTree(source, copy, () => false);
      else if (entry.isFile()) await copyFile(source, copy);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function backUpSqlite(dataDir: string, target: string): Promise<string> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) fail(`No database at ${source}: is DATA_DIR right?`);
  const copyPath = path.join(target, DATABASE_FILE);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(copyPath);
  } finally {
    live.close();
  }
  const copy = new SQLite(copyPath, { fileMustExist: true });
  try {
    dropLiveDataFromSqliteCopy(copy);
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') fail(`The copy failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return `SQLite database (${megabytes(statSync(copyPath).size)}, integrity ok)`;
}

function backUpPostgres(databaseUrl: string, target: string): string {
  const file = path.join(target, PG_DUMP_FILE);
  const dump = spawnSync(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      ...pgDumpLiveDataExclusions(),
      `--file=${file}`,
      databaseUrl,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (dump.error)
    fail(`Could not run pg_dump (${dump.error.message}); install the PostgreSQL client.`);
  if (dump.status !== 0) fail(`pg_dump failed with exit code ${String(dump.status)}.`);
  return `PostgreSQL dump ${PG_DUMP_FILE} (${megabytes(statSync(file).size)})`;
}

const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, 'Z')
  .replaceAll(':', '-');
const target = path.resolve(process.argv[2] ?? path.join('backups', `club-${stamp}`));
if (existsSync(target) && readdirSync(target).length > 0) {
  fail(`${target} exists and is not empty; give a new folder.`, 2);
}

const config = loadConfig();
const dataDir = config.dataDir;
if (target === dataDir || target.startsWith(`${dataDir}${path.sep}`)) {
  fail('The backup folder must be outside DATA_DIR.', 2);
}
await mkdir(target, { recursive: true });

const database = config.databaseUrl
  ? backUpPostgres(config.databaseUrl, target)
  : await backUpSqlite(dataDir, target);

await copyTree(dataDir, target, (name) => LIVE_FILES.has(name));

const files = await sizeOf(target);
console.log(`Backed up ${database} and ${files.files - 1} files of ${dataDir}`);
console.log(`to ${target} (${megabytes(files.bytes)} in all).`);
if (config.fileStore.kind === 'postgres') {
  console.log('Pictures and files are kept in PostgreSQL: the dump holds them.');
} else if (config.fileStore.kind === 's3') {
  console.log(
    `Pictures and files are kept in the S3 bucket ${config.fileStore.s3.bucket}, not in this ` +
      'backup: back the bucket up by its own means (turn on its versioning).',
  );
}
