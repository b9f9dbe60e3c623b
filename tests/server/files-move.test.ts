/**
 * `npm run files:move` on a club whose files are in DATA_DIR (a server on PostgreSQL with
 * FILE_STORE=disk, as before the move): the first run copies every picture width, library file
 * and shared file into the shared store, the second copies nothing, and a server with an empty
 * DATA_DIR of its own then serves them all from the store. The source folders stay. Run on
 * PostgreSQL (TEST_DATABASE_URL) into the database and into an S3 bucket (s3rver).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageItemSchema, type StorageItem } from '../../src/contract/storage';
import { tempFileSchema, type TempFile } from '../../src/contract/tempfiles';
import { buildApp, type App } from '../../src/server/app';
import type { FileStoreConfig } from '../../src/server/config';
import { FILE_PREFIXES } from '../../src/server/files';
import { writeSettings } from '../../src/server/modules/settings/repository';
import { startS3, type S3Fixture } from '../helpers/s3-fixture';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { storedNames } from '../helpers/stored-files';
import { makeRiders, type Rider } from './events-fixtures';
import { multipart, pngOf } from './shop-fixtures';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const runs = Boolean(process.env.TEST_DATABASE_URL);

function form(boundary: string, fields: Record<string, string>, name: string, bytes: Buffer) {
  const parts = Object.entries(fields).map(
    ([field, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(
      `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
        `filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** An MP4's ftyp box, then 700 KB of bytes: more than two of the database's chunks. */
function mp4(): Buffer {
  const data = Buffer.alloc(700 * 1024);
  for (let index = 0; index < data.length; index++) data[index] = index % 251;
  data.writeUInt32BE(24, 0);
  data.write('ftypisom', 4, 'latin1');
  return data;
}

describe.runIf(runs).each(['postgres', 's3'] as const)('moving files into %s', (kind) => {
  let server: TestServer;
  let rider: Rider;
  let s3: S3Fixture | undefined;
  let moved: App | undefined;
  let emptyDir: string;
  let pictureUrl: string;
  let video: StorageItem;
  let shared: TempFile;
  const videoBytes = mp4();
  const sharedBytes = Buffer.from('Saturday: bridge at six, coffee at the lake.\n'.repeat(5000));

  const everyFile = async (app: App) =>
    (await Promise.all(FILE_PREFIXES.map((prefix) => storedNames(app, prefix)))).flat();

  async function move(): Promise<string> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.app.config.databaseUrl,
      FILE_STORE: kind,
      LOG_LEVEL: 'silent',
      ...s3?.env,
    };
    const { stdout } = await run('npm', ['run', '--silent', 'files:move'], { cwd: ROOT, env });
    return stdout;
  }

  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3();
    server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0', FILE_STORE: 'disk' } });
    [rider] = (await makeRiders(server, `mover_${kind}`, 1)) as [Rider];
    await writeSettings(server.app.db, { storageQuotaBytes: 100 * 1024 * 1024 }, rider.id);

    const picture = await rider.client.request({
      method: 'POST',
      url: '/api/post/picture',
      ...multipart(await pngOf(900)),
    });
    expect(picture.statusCode, picture.body).toBe(201);
    pictureUrl = picture.json<{ url: string }>().url;

    const boundary = `----club${randomUUID()}`;
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const library = await rider.client.request({
      method: 'POST',
      url: '/api/storage',
      headers,
      payload: form(boundary, { name: 'Climb' }, 'climb.mp4', videoBytes),
    });
    expect(library.statusCode, library.body).toBe(201);
    video = storageItemSchema.parse(library.json());

    const share = await rider.client.request({
      method: 'POST',
      url: '/api/tempfile',
      headers,
      payload: form(boundary, {}, 'plan.txt', sharedBytes),
    });
    expect(share.statusCode, share.body).toBe(201);
    shared = tempFileSchema.parse(share.json());
  });

  afterAll(async () => {
    await moved?.close();
    await server?.close();
    await s3?.close();
    if (emptyDir) await rm(emptyDir, { recursive: true, force: true });
  });

  it('copies every file once, keeps the source, and a server without them serves them', async () => {
    const onDisk = await everyFile(server.app);
    const widths = (await storedNames(server.app, 'media/')).length;
    expect(widths).toBeGreaterThan(1);
    expect(onDisk.length).toBe(widths + 2);

    const first = await move();
    expect(first).toContain(`Done: ${onDisk.length} files copied`);
    expect(first).toContain('0 already there, 0 failed');
    const second = await move();
    expect(second).toContain(`Done: 0 files copied (0.0 MB), ${onDisk.length} already there`);
    // Nothing left DATA_DIR.
    expect(await everyFile(server.app)).toEqual(onDisk);

    emptyDir = await mkdtemp(path.join(os.tmpdir(), 'club-moved-'));
    const fileStore: FileStoreConfig =
      kind === 's3' ? { kind: 's3', s3: s3!.settings } : { kind: 'postgres' };
    moved = await buildApp({
      config: { ...server.app.config, dataDir: emptyDir, jobIntervalSeconds: 0, fileStore },
    });
    expect(moved.files.kind).toBe(kind);
    expect(await everyFile(moved)).toEqual(onDisk);

    // A post's picture is linked for its uploader (?key=…) until the post is public.
    const at640 = `${pictureUrl}${pictureUrl.includes('?') ? '&' : '?'}w=640`;
    const before = await server.app.inject({ method: 'GET', url: at640 });
    expect(before.statusCode).toBe(200);
    const after = await moved.inject({ method: 'GET', url: at640 });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('image/webp');
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);

    const part = await moved.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=262140-524300' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(videoBytes.subarray(262140, 524301))).toBe(true);

    const download = await moved.inject({ method: 'GET', url: `/api${shared.downloadPath}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(sharedBytes)).toBe(true);
    expect(await readdir(emptyDir)).not.toContain('media');
  });
});
