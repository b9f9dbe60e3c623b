/**
 * `npm run backup` while the server runs and a member keeps writing: the backup restored into a
 * new data directory (and, on PostgreSQL, pg_restore into a new database) serves everything
 * written before it began, the post's picture included, and its database checks clean. A rider's
 * live position of ride day is not in it: the ride is, the position is not.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';
import { postSchema, type Post, type PostMedia } from '../../src/contract/posts';
import { httpClient } from '../helpers/http-client';
import { makeProcessData, type ProcessData, type ProcessMember } from '../helpers/process-data';
import {
  bundleServer,
  freePort,
  startServerProcess,
  type ServerBundle,
  type ServerProcess,
} from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { multipart, pngOf } from './shop-fixtures';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

let bundle: ServerBundle;
let data: ProcessData;
let restoredDir: string | undefined;
let restoredDb: TestDatabase | undefined;
let backupDir: string;
let port: number;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  bundle = await bundleServer();
  data = await makeProcessData('club-backup-');
  port = await freePort();
  backupDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'club-backups-')), 'nightly');
});
afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  await data?.remove();
  await restoredDb?.drop();
  if (restoredDir) await rm(restoredDir, { recursive: true, force: true });
  if (backupDir) await rm(path.dirname(backupDir), { recursive: true, force: true });
  await bundle?.remove();
});

async function start(dataDir: string, env: Record<string, string>) {
  const server = await startServerProcess(bundle, { port, dataDir, env });
  servers.push(server);
  return server;
}

/** Each post from a new address, so the per-address limit on posting is never reached. */
let address = 0;
async function writePost(origin: string, token: string, content: string, media: PostMedia[] = []) {
  address += 1;
  const client = httpClient(origin, { token, address: `10.8.${address >> 8}.${address & 255}` });
  const reply = await client.request('POST', '/api/post', {
    body: { content, privacy: 'members', media: media.map(({ url }) => ({ url })) },
  });
  expect(reply.status, reply.text).toBe(201);
  return postSchema.parse(reply.json());
}

async function backUp(target: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: data.dataDir };
  delete env.DATABASE_URL;
  if (data.databaseUrl) env.DATABASE_URL = data.databaseUrl;
  const { stdout } = await run('npm', ['run', '--silent', 'backup', '--', target], {
    cwd: ROOT,
    env,
  });
  return stdout;
}

it(
  'a backup taken while the server writes restores into a server with the data and pictures',
  { timeout: 180_000 },
  async () => {
    const [member] = (await data.addMembers('backuprider', 1)) as [ProcessMember];
    const server = await start(data.dataDir, { ...data.env, TRUST_PROXY: '1' });
    const client = httpClient(server.url, { token: member.token, address: '10.8.0.1' });

    const picture = await client.request('POST', '/api/post/picture', {
      ...(({ payload, headers }) => ({ raw: payload, headers }))(multipart(await pngOf(800))),
    });
    expect(picture.status, picture.text).toBe(201);
    const media = picture.json<PostMedia>();
    const before = [await writePost(server.url, member.token, 'Sunrise over the lake', [media])];
    for (let n = 0; n < 3; n++)
      before.push(await writePost(server.url, member.token, `Before the backup ${n}`));

    // A ride the member shares a position on, written as the server would.
    const live = data.open();
    try {
      const at = new Date().toISOString();
      const ride = await live.db
        .insertInto('events')
        .values({
          organiser_id: member.id,
          name: 'Ride day',
          starts_at: at,
          duration_minutes: 120,
          from_name: 'Lake',
          to_name: 'Savar',
          pace: 'easy',
          description: '',
          status: 'scheduled',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await live.db
        .insertInto('ride_live_riders')
        .values({ event_id: ride.id, user_id: member.id, sharing: 1, lat: 23.7, lng: 90.4 })
        .execute();
    } finally {
      await live.db.destroy();
    }

    // The member keeps posting while the backup runs.
    let writing = true;
    const during: Post[] = [];
    const writer = (async () => {
      for (let n = 0; writing; n++)
        during.push(await writePost(server.url, member.token, `During the backup ${n}`));
    })();
    const output = await backUp(backupDir);
    writing = false;
    await writer;
    const after = await writePost(server.url, member.token, 'After the backup');
    console.log(`backup: ${output.trim()} (${during.length} posts written while it ran)`);
    expect(output).toMatch(/Backed up (SQLite database .*integrity ok|PostgreSQL dump)/);
    if (data.databaseUrl) {
      // The pictures are rows of the dump: the copied DATA_DIR has none, so the restored server
      // below can only serve the post's picture from the restored database.
      expect(output).toContain('Pictures and files are kept in PostgreSQL: the dump holds them.');
      expect(existsSync(path.join(backupDir, 'media'))).toBe(false);
    }
    expect(during.length).toBeGreaterThan(0);
    await server.kill('SIGTERM');

    // A second backup into the same folder is refused rather than mixed with the first.
    await expect(backUp(backupDir)).rejects.toThrow(/not empty/);

    // Restore: the backup folder becomes a new DATA_DIR; PostgreSQL gets a new database.
    restoredDir = await mkdtemp(path.join(os.tmpdir(), 'club-restored-'));
    await cp(backupDir, restoredDir, { recursive: true });
    const env: Record<string, string> = {};
    if (data.databaseUrl) {
      restoredDb = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'restored');
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        `--dbname=${restoredDb.url}`,
        path.join(backupDir, 'club.pgdump'),
      ]);
      await rm(path.join(restoredDir, 'club.pgdump'));
      env.DATABASE_URL = restoredDb.url;
    } else {
      expect((await readdir(restoredDir)).filter((name) => name.startsWith('club.sqlite'))).toEqual(
        ['club.sqlite'],
      );
    }
    const restored = await start(restoredDir, env);
    // The member's session and the anti-forgery secret came along in secrets.json.
    const reader = httpClient(restored.url, { token: member.token, address: '10.8.0.2' });

    for (const post of before) {
      const reply = await reader.request('GET', `/api/post/${post.id}`);
      expect(reply.status, `post ${post.id}`).toBe(200);
      expect(postSchema.parse(reply.json())).toMatchObject({ content: post.content });
    }
    const [withPicture] = before as [Post];
    const shown = postSchema.parse(
      (await reader.request('GET', `/api/post/${withPicture.id}`)).json(),
    );
    expect(shown.media).toHaveLength(1);
    for (const size of shown.media[0]!.sizes) {
      const image = await reader.request('GET', size.url);
      expect(image.status, size.url).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      // A whole WebP file, not a truncated one.
      expect(image.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(image.bytes.readUInt32LE(4) + 8).toBe(image.bytes.length);
    }
    // Posts written during the backup are there or not, but none half; the later one is not.
    const restoredDuring = [];
    for (const post of during) {
      const reply = await reader.request('GET', `/api/post/${post.id}`);
      expect([200, 404]).toContain(reply.status);
      if (reply.status === 200) restoredDuring.push(post);
    }
    expect((await reader.request('GET', `/api/post/${after.id}`)).status).toBe(404);
    // The copy is one moment: the posts it holds from during the backup are the first ones.
    expect(restoredDuring).toEqual(during.slice(0, restoredDuring.length));

    // A restored server takes new writes.
    await writePost(restored.url, member.token, 'First post after the restore');
    await restored.kill('SIGTERM');

    // Every picture the restored database names is there, at every width it lists: on disk
    // with SQLite, in the restored database's own files with PostgreSQL.
    const { db } = openDatabase({ dataDir: restoredDir, databaseUrl: restoredDb?.url });
    try {
      expect(await db.selectFrom('events').select('name').execute()).toEqual([
        { name: 'Ride day' },
      ]);
      expect(await db.selectFrom('ride_live_riders').selectAll().execute()).toEqual([]);
      const rows = await db.selectFrom('media').select(['id', 'widths']).execute();
      expect(rows.length).toBeGreaterThan(0);
      const inDatabase = new Set(
        (await db.selectFrom('stored_files').select('key').execute()).map((row) => row.key),
      );
      for (const row of rows)
        for (const width of JSON.parse(row.widths) as number[]) {
          const key = `media/${row.id}/${width}.webp`;
          if (restoredDb) expect(inDatabase.has(key), key).toBe(true);
          else expect(existsSync(path.join(restoredDir, key))).toBe(true);
        }
    } finally {
      await db.destroy();
    }

    if (!data.databaseUrl) {
      const file = new SQLite(path.join(restoredDir, 'club.sqlite'), { fileMustExist: true });
      try {
        expect(file.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        expect(file.pragma('foreign_key_check')).toEqual([]);
      } finally {
        file.close();
      }
    }
  },
);
