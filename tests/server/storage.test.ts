/**
 * Media libraries: uploads checked by their bytes (a picture re-encoded at server-made sizes,
 * video and audio kept as sent, anything else refused whatever its name), the per-member
 * quota (413, nothing kept), search and paging, and only the owner renames or deletes.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  STORAGE_TEXT,
  storageItemSchema,
  storagePageSchema,
  storageUsageSchema,
} from '../../src/contract/storage';
import { formatBytes } from '../../src/contract/tempfiles';
import { writeSettings } from '../../src/server/modules/settings/repository';
import { storedNames } from '../helpers/stored-files';
import { startTestServer, type TestClient, type TestServer } from '../helpers/server-app';
import { makeRiders, type Rider } from './events-fixtures';

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const boundary = `----club${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** The first bytes of an MP4 (ftyp box, brand isom) and some payload. */
const mp4 = (size = 4096) => {
  const data = Buffer.alloc(size, 1);
  data.writeUInt32BE(24, 0);
  data.write('ftypisom', 4, 'latin1');
  return data;
};
const mp3 = (size = 2048) =>
  Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(size, 2)]);

function add(
  client: TestClient,
  name: string,
  file: { name: string; type: string; data: Buffer },
  description = '',
) {
  return client.request({
    method: 'POST',
    url: '/api/storage',
    ...multipart({ name, description }, file),
  });
}

describe('media library', () => {
  let server: TestServer;
  let owner: Rider;
  let other: Rider;
  // Kept files as the store lists them, and scratch copies an upload could leave in DATA_DIR.
  const storedFiles = async () => [
    ...(await storedNames(server.app, 'storage/')),
    ...(await readdir(path.join(server.dataDir, 'storage')).catch(() => [] as string[])).filter(
      (name) => name.endsWith('.part'),
    ),
  ];

  beforeAll(async () => {
    server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
    [owner, other] = (await makeRiders(server, 'library_rider', 2)) as [Rider, Rider];
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await writeSettings(server.app.db, { storageQuotaBytes: 500 * 1024 * 1024 }, owner.id);
  });

  it('re-encodes a picture at server-made sizes and keeps video and audio as sent', async () => {
    const picture = await add(
      owner.client,
      'Finish line',
      { name: 'finish.png', type: 'image/png', data: await png() },
      'Mawa, 6 am',
    );
    expect(picture.statusCode, picture.body).toBe(201);
    const item = storageItemSchema.parse(picture.json());
    expect(item).toMatchObject({
      name: 'Finish line',
      description: 'Mawa, 6 am',
      kind: 'image',
      contentType: 'image/webp',
    });
    expect(item.sizes.map((size) => size.width)).toEqual([320, 640, 900]);
    const shown = await server.client().get(item.sizes[0]!.url);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect((await sharp(shown.rawPayload).metadata()).width).toBe(320);

    const video = storageItemSchema.parse(
      (
        await add(owner.client, 'Climb', {
          name: 'climb.bin',
          type: 'application/octet-stream',
          data: mp4(),
        })
      ).json(),
    );
    expect(video).toMatchObject({ kind: 'video', contentType: 'video/mp4', size: 4096, sizes: [] });
    const played = await server.client().get(video.url);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.headers['x-content-type-options']).toBe('nosniff');
    expect(played.rawPayload.equals(mp4())).toBe(true);

    const audio = storageItemSchema.parse(
      (
        await add(owner.client, 'Ride song', { name: 'song.mp3', type: 'audio/mpeg', data: mp3() })
      ).json(),
    );
    expect(audio).toMatchObject({ kind: 'audio', contentType: 'audio/mpeg' });
  });

  it('refuses what is not a picture, video or audio, whatever its name or claimed type', async () => {
    const before = await storedFiles();
    const cases = [
      {
        name: 'clip.mp4',
        type: 'video/mp4',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      },
      {
        name: 'photo.png',
        type: 'image/png',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      },
      {
        name: 'song.mp3',
        type: 'audio/mpeg',
        data: Buffer.from('MZ\x90\x00 not music at all, an exe', 'latin1'),
      },
    ];
    for (const file of cases) {
      const reply = await add(owner.client, 'Sneaky', file);
      expect(reply.statusCode, file.name).toBe(400);
      expect(reply.json().message).toBe(STORAGE_TEXT.unsupported);
    }
    // A PNG signature over broken pixels is caught when the picture is decoded.
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(100)]);
    const reply = await add(owner.client, 'Broken', {
      name: 'x.png',
      type: 'image/png',
      data: broken,
    });
    expect(reply.statusCode).toBe(400);
    const noName = await add(owner.client, '  ', {
      name: 'a.mp3',
      type: 'audio/mpeg',
      data: mp3(),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fieldErrors).toEqual({ name: STORAGE_TEXT.nameRequired });
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps each member within the quota: 413 past it, nothing kept, the usage told', async () => {
    const usage = storageUsageSchema.parse((await owner.client.get('/api/storage/usage')).json());
    await writeSettings(server.app.db, { storageQuotaBytes: usage.used + 6000 }, owner.id);
    const fits = await add(owner.client, 'Fits', {
      name: 'a.mp4',
      type: 'video/mp4',
      data: mp4(5000),
    });
    expect(fits.statusCode).toBe(201);
    const files = await storedFiles();
    const over = await add(owner.client, 'Too much', {
      name: 'b.mp4',
      type: 'video/mp4',
      data: mp4(5000),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(STORAGE_TEXT.overQuota(formatBytes(usage.used + 6000)));
    expect(await storedFiles()).toEqual(files);
    expect(storageUsageSchema.parse((await owner.client.get('/api/storage/usage')).json())).toEqual(
      {
        used: usage.used + 5000,
        quota: usage.used + 6000,
      },
    );
    // The other member's library is theirs: empty, with the whole quota.
    const theirs = storageUsageSchema.parse((await other.client.get('/api/storage/usage')).json());
    expect(theirs.used).toBe(0);
  });

  it('lists newest first in pages, searches names, and only the owner renames or deletes', async () => {
    for (const name of ['Hill 1', 'Hill 2', 'Ferry_50%', 'Hill 3'])
      expect(
        (await add(owner.client, name, { name: 'a.mp3', type: 'audio/mpeg', data: mp3(10) }))
          .statusCode,
      ).toBe(201);
    const hills = storagePageSchema.parse(
      (await owner.client.get('/api/storage?q=hill&size=2')).json(),
    );
    expect(hills.content.map((item) => item.name)).toEqual(['Hill 3', 'Hill 2']);
    expect(hills).toMatchObject({ totalElements: 3, totalPages: 2, first: true, last: false });
    const literal = storagePageSchema.parse(
      (await owner.client.get('/api/storage?q=_50%25')).json(),
    );
    expect(literal.content.map((item) => item.name)).toEqual(['Ferry_50%']);
    const none = storagePageSchema.parse((await owner.client.get('/api/storage?q=_5%25x')).json());
    expect(none.totalElements).toBe(0);
    expect(
      storagePageSchema.parse((await other.client.get('/api/storage')).json()).totalElements,
    ).toBe(0);
    expect((await server.client().get('/api/storage')).statusCode).toBe(401);

    const target = hills.content[0]!;
    const stolen = await other.client.request({
      method: 'PUT',
      url: `/api/storage/${target.id}`,
      payload: { name: 'Mine now' },
    });
    expect(stolen.statusCode).toBe(403);
    expect((await other.client.delete(`/api/storage/${target.id}`)).statusCode).toBe(403);
    const renamed = await owner.client.request({
      method: 'PUT',
      url: `/api/storage/${target.id}`,
      payload: { name: 'Summit' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Summit', description: '' });
    const found = storagePageSchema.parse((await owner.client.get('/api/storage?q=summ')).json());
    expect(found.content.map((item) => item.id)).toEqual([target.id]);

    expect((await owner.client.delete(`/api/storage/${target.id}`)).statusCode).toBe(204);
    expect((await server.client().get(target.url)).statusCode).toBe(404);
    expect(await storedFiles()).not.toContain(target.url.split('/').pop());
    expect((await owner.client.delete(`/api/storage/${target.id}`)).statusCode).toBe(404);
  });
});

describe('media library quota under concurrent uploads', () => {
  let server: TestServer;
  let owner: Rider;

  beforeAll(async () => {
    server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
    [owner] = (await makeRiders(server, 'racing_rider', 1)) as [Rider];
  });
  afterAll(async () => server?.close());

  it('lets one of two uploads racing for the last room in, and refuses the other', async () => {
    await writeSettings(server.app.db, { storageQuotaBytes: 6000 }, owner.id);
    const file = { name: 'a.mp4', type: 'video/mp4', data: mp4(4000) };
    const replies = await Promise.all([
      add(owner.client, 'One', file),
      add(owner.client, 'Two', file),
    ]);
    // The loser is refused at the door (413) or, when both got past it, at commit (409).
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect([
      [201, 409],
      [201, 413],
    ]).toContainEqual(statuses);
    const loser = replies.find((reply) => reply.statusCode !== 201);
    expect(loser?.json().message).toBe(STORAGE_TEXT.overQuota(formatBytes(6000)));
    const usage = storageUsageSchema.parse((await owner.client.get('/api/storage/usage')).json());
    expect(usage.used).toBe(4000);
    expect(await storedNames(server.app, 'storage/')).toHaveLength(1);
  });
});
