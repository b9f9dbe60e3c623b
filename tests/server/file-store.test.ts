/**
 * One contract for every file store: the data directory always, PostgreSQL when
 * TEST_DATABASE_URL is set, and an S3-compatible bucket (s3rver on loopback). A 3 MB file goes
 * in and comes back whole, byte ranges come back exact across the database's chunk borders, a
 * write that fails or is refused leaves nothing, and remove and list see what is there.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { CHUNK_BYTES } from '../../src/server/files/postgres-store';
import { DiskStore, PostgresStore, S3Store, type FileStore } from '../../src/server/files';
import { startS3, type S3Fixture } from '../helpers/s3-fixture';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const MB = 1024 * 1024;

/** `bytes` as a stream of 64 KB pieces, as an upload arrives. */
function streamOf(bytes: Buffer, failAfter?: number): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && offset >= failAfter) {
        this.destroy(new Error('the connection dropped'));
        return;
      }
      if (offset >= bytes.length) {
        this.push(null);
        return;
      }
      this.push(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  expect(stream).not.toBeNull();
  const parts: Buffer[] = [];
  for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts);
}

async function keysUnder(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list(prefix)) keys.push(file.key);
  return keys;
}

interface Backend {
  name: string;
  runs: boolean;
  open(): Promise<FileStore>;
  /** What a failed write could have left that list() does not show. */
  leftovers(): Promise<number>;
  close(): Promise<void>;
}

let diskRoot: string;
const disk: Backend = {
  name: 'disk',
  runs: true,
  async open() {
    diskRoot = await mkdtemp(path.join(os.tmpdir(), 'club-files-'));
    return new DiskStore(diskRoot);
  },
  async leftovers() {
    const entries = await readdir(diskRoot, { recursive: true });
    return entries.filter((name) => name.endsWith('.part')).length;
  },
  close: () => rm(diskRoot, { recursive: true, force: true }),
};

let database: TestDatabase | undefined;
let opened: Db | undefined;
const postgres: Backend = {
  name: 'PostgreSQL',
  runs: Boolean(process.env.TEST_DATABASE_URL),
  async open() {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    opened = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    await migrateToLatest(opened);
    return new PostgresStore(opened.db);
  },
  async leftovers() {
    const row = await opened!.db
      .selectFrom('file_chunks')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stored_files')
              .select('key')
              .whereRef('stored_files.upload_id', '=', 'file_chunks.upload_id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  async close() {
    await opened?.db.destroy();
    await database?.drop();
  },
};

let s3: S3Fixture | undefined;
const bucket: Backend = {
  name: 'S3 (s3rver)',
  runs: true,
  async open() {
    s3 = await startS3();
    return new S3Store(s3.settings);
  },
  // A multipart upload never completed is not an object: nothing to see.
  leftovers: async () => 0,
  close: async () => s3?.close(),
};

describe.each([disk, postgres, bucket].filter((backend) => backend.runs))(
  'the $name file store',
  (backend) => {
    let store: FileStore;
    const file = randomBytes(3 * MB + 12_345);

    beforeAll(async () => {
      store = await backend.open();
    });
    afterAll(async () => {
      await store?.close();
      await backend.close();
    });

    it('keeps a 3 MB file streamed in and gives it back whole', async () => {
      const size = await store.write('tempfiles/whole-file', streamOf(file));
      expect(size).toBe(file.length);
      expect(await store.stat('tempfiles/whole-file')).toEqual({
        key: 'tempfiles/whole-file',
        size: file.length,
      });
      expect((await bytesOf(await store.read('tempfiles/whole-file'))).equals(file)).toBe(true);
      expect((await store.readAll('tempfiles/whole-file'))?.equals(file)).toBe(true);
    });

    it('keeps a file larger than one part of a bucket upload (8 MB)', async () => {
      const large = Buffer.concat([file, file, file.subarray(0, 1_000_000)]);
      expect(await store.write('storage/large-file', streamOf(large))).toBe(large.length);
      expect((await store.readAll('storage/large-file'))?.equals(large)).toBe(true);
      await store.remove('storage/large-file');
      expect(await store.stat('storage/large-file')).toBeNull();
    });

    it('reads byte ranges exactly, across chunk borders', async () => {
      const ranges = [
        { start: 0, end: 0 },
        { start: CHUNK_BYTES - 10, end: CHUNK_BYTES + 9 },
        { start: CHUNK_BYTES, end: CHUNK_BYTES },
        { start: CHUNK_BYTES - 1, end: 3 * CHUNK_BYTES },
        { start: 5 * CHUNK_BYTES + 7, end: 9 * CHUNK_BYTES + 3 },
        { start: file.length - 100, end: file.length - 1 },
      ];
      for (const range of ranges) {
        const got = await bytesOf(await store.read('tempfiles/whole-file', range));
        expect(got.length, `${range.start}-${range.end}`).toBe(range.end - range.start + 1);
        expect(got.equals(file.subarray(range.start, range.end + 1))).toBe(true);
      }
    });

    it('keeps nothing of a write whose stream fails half way', async () => {
      await expect(
        store.write('tempfiles/dropped', streamOf(file, (10 * CHUNK_BYTES) / 2)),
      ).rejects.toThrow(/connection dropped/);
      expect(await store.stat('tempfiles/dropped')).toBeNull();
      expect(await store.read('tempfiles/dropped')).toBeNull();
      expect(await keysUnder(store, 'tempfiles/dropped')).toEqual([]);
      expect(await backend.leftovers()).toBe(0);
    });

    it('keeps nothing of a write refused once its bytes are in, and keeps the file it replaced', async () => {
      await store.write('tempfiles/refused', Readable.from([Buffer.from('first')]));
      await expect(
        store.write('tempfiles/refused', streamOf(randomBytes(300_000)), {
          beforeCommit: () => {
            throw new Error('too large');
          },
        }),
      ).rejects.toThrow('too large');
      expect((await store.readAll('tempfiles/refused'))?.toString()).toBe('first');
      expect(await backend.leftovers()).toBe(0);
    });

    it('replaces a file written again under its key', async () => {
      await store.write('tempfiles/again', Readable.from([Buffer.from('one')]));
      await store.write('tempfiles/again', Readable.from([Buffer.from('two, longer')]));
      expect((await store.readAll('tempfiles/again'))?.toString()).toBe('two, longer');
      expect(await store.stat('tempfiles/again')).toMatchObject({ size: 11 });
    });

    it('keeps an empty file', async () => {
      expect(await store.write('tempfiles/empty', Readable.from([]))).toBe(0);
      expect(await store.readAll('tempfiles/empty')).toEqual(Buffer.alloc(0));
    });

    it('lists by prefix, copies, and removes one file or a whole picture', async () => {
      const id = 'b2f1c3e4-0000-4000-8000-000000000001';
      for (const width of [320, 640, 1280]) {
        await store.write(`media/${id}/${width}.webp`, Readable.from([Buffer.alloc(width, 1)]));
      }
      await store.write('media/other/320.webp', Readable.from([Buffer.from('x')]));
      expect(await keysUnder(store, `media/${id}/`)).toEqual([
        `media/${id}/1280.webp`,
        `media/${id}/320.webp`,
        `media/${id}/640.webp`,
      ]);
      const listed = [];
      for await (const found of store.list(`media/${id}/`)) listed.push(found);
      expect(listed.find((found) => found.key.endsWith('/640.webp'))?.size).toBe(640);

      await store.copy(`media/${id}/640.webp`, 'media/copy/640.webp');
      await store.removePrefix(`media/${id}/`);
      expect(await keysUnder(store, `media/${id}/`)).toEqual([]);
      expect(await store.read(`media/${id}/640.webp`)).toBeNull();
      expect((await store.readAll('media/copy/640.webp'))?.length).toBe(640);
      expect(await keysUnder(store, 'media/')).toEqual([
        'media/copy/640.webp',
        'media/other/320.webp',
      ]);

      await store.remove('media/other/320.webp');
      await store.remove('media/other/320.webp');
      expect(await store.stat('media/other/320.webp')).toBeNull();
    });

    it('takes a finished local file in and leaves no local copy', async () => {
      const local = path.join(
        backend === disk ? diskRoot : os.tmpdir(),
        `scratch-${randomBytes(4).toString('hex')}`,
      );
      await writeFile(local, file.subarray(0, 1000));
      expect(await store.adopt('storage/adopted', local)).toBe(1000);
      expect(existsSync(local)).toBe(false);
      expect((await store.readAll('storage/adopted'))?.equals(file.subarray(0, 1000))).toBe(true);
    });

    it('refuses a key that could leave its folder', async () => {
      await expect(store.write('media/../secrets.json', Readable.from([]))).rejects.toThrow(
        /Not a file key/,
      );
      await expect(store.read('media/x.part')).rejects.toThrow(/Not a file key/);
    });
  },
);
