/**
 * Keeps the hashed files of earlier releases in the file store, so that a tab still running
 * one after a deploy gets the code and styles it asks for. Each process, on start, records its
 * own build as a release, copies into the store the files of it the store lacks, then forgets
 * the releases past the bound (keep.ts) and removes the stored files no kept release names.
 * Processes of several releases on one database and store (a rolling deploy) all serve every
 * kept release's files.
 *
 * A hashed name is unique to its content: a file is stored once, as `releases/<name>`,
 * whichever releases have it. Every step can be run again and by several processes at once:
 * a release is recorded once, a file another process is writing is found there afterwards,
 * and removing what is already gone does nothing.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FILE_KEYS, type FileStore } from '../files/store';
import type { ClientBuild } from './build';
import { releasesToKeep } from './keep';
import {
  dropReleases,
  isKeptAsset,
  keptAssetNames,
  listReleases,
  recordRelease,
} from './repository';

const PREFIX = FILE_KEYS.releaseAsset('');
/** Files copied at once: a bucket answers each in tens of milliseconds. */
const COPIES_AT_ONCE = 4;

export interface ArchiveContext {
  db: Kysely<Database>;
  files: FileStore;
}

export interface ArchiveSummary {
  release: string;
  /** False when another process (or an earlier start) had recorded it. */
  recorded: boolean;
  copied: number;
  /** Files that could not be copied, and why the first could not; the next start tries again. */
  failed: number;
  failure?: unknown;
  releasesDropped: number;
  filesRemoved: number;
  /** Whether it stopped early because the server is closing. */
  stopped: boolean;
}

async function storedNames(files: FileStore): Promise<string[]> {
  const names: string[] = [];
  for await (const file of files.list(PREFIX)) names.push(file.key.slice(PREFIX.length));
  return names;
}

/** Runs `work` on every item, at most `limit` at a time, until `stop()` says so. */
async function eachAtMost<T>(
  items: T[],
  limit: number,
  stop: () => boolean,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Records `build`, copies its missing files and prunes, as at `now` (tests pass a time instead
 * of waiting for one). `stop` is asked between files: a closing server does not wait for a
 * whole copy.
 */
export async function archiveRelease(
  { db, files }: ArchiveContext,
  build: ClientBuild,
  now: Date,
  stop: () => boolean = () => false,
): Promise<ArchiveSummary> {
  const summary: ArchiveSummary = {
    release: build.id,
    recorded: await recordRelease(db, build, now),
    copied: 0,
    failed: 0,
    releasesDropped: 0,
    filesRemoved: 0,
    stopped: false,
  };

  // Recorded before copied: a process pruning meanwhile reads this release's names after it
  // lists the store, so it never removes a file just copied.
  const present = new Set(await storedNames(files));
  const missing = build.assets.filter((name) => !present.has(name));
  await eachAtMost(missing, COPIES_AT_ONCE, stop, async (name) => {
    const key = FILE_KEYS.releaseAsset(name);
    try {
      await files.write(key, createReadStream(path.join(build.assetsDir, name)));
      summary.copied++;
    } catch (error) {
      // Another process of this build may have written it at the same moment.
      if ((await files.stat(key).catch(() => null)) !== null) return;
      summary.failed++;
      summary.failure ??= error;
    }
  });
  if (stop()) return { ...summary, stopped: true };

  const releases = await listReleases(db);
  const keep = releasesToKeep(releases, now, build.id);
  const dropped = releases.filter((release) => !keep.has(release.id)).map((r) => r.id);
  await dropReleases(db, dropped);
  summary.releasesDropped = dropped.length;

  // The store listed before the names are read: a file copied in between belongs to a
  // release recorded before it, whose names the read sees.
  const stored = await storedNames(files);
  const named = await keptAssetNames(db);
  for (const name of stored) {
    if (stop()) return { ...summary, stopped: true };
    if (named.has(name)) continue;
    await files.remove(FILE_KEYS.releaseAsset(name));
    summary.filesRemoved++;
  }
  return summary;
}

/** A kept release's file, whole (hashed files are small), or null when none has it. */
export async function readKeptAsset(
  { db, files }: ArchiveContext,
  name: string,
): Promise<Buffer | null> {
  if (!(await isKeptAsset(db, name))) return null;
  return files.readAll(FILE_KEYS.releaseAsset(name));
}
