/**
 * Byte ranges of library videos and audio, so a player seeks a long video: one range is 206
 * with exactly those bytes, a range past the end 416, no or a malformed range the whole file
 * (200); every reply says Accept-Ranges and keeps nosniff.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageItemSchema, type StorageItem } from '../../src/contract/storage';
import { writeSettings } from '../../src/server/modules/settings/repository';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { makeRiders, type Rider } from './events-fixtures';

/** An MP4's ftyp box, then bytes whose value is their offset modulo 251. */
function mp4(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let index = 0; index < size; index++) data[index] = index % 251;
  data.writeUInt32BE(24, 0);
  data.write('ftypisom', 4, 'latin1');
  return data;
}

describe('byte ranges of library videos and audio', () => {
  let server: TestServer;
  let rider: Rider;
  let video: StorageItem;
  const bytes = mp4(3 * 1024 * 1024 + 17);
  const fetchRange = (range?: string, extra: Record<string, string> = {}) =>
    server.client().request({
      method: 'GET',
      url: video.url,
      headers: { ...(range === undefined ? {} : { range }), ...extra },
    });

  beforeAll(async () => {
    server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
    [rider] = (await makeRiders(server, 'range_rider', 1)) as [Rider];
    await writeSettings(server.app.db, { storageQuotaBytes: 100 * 1024 * 1024 }, rider.id);
    const boundary = `----club${randomUUID()}`;
    const reply = await rider.client.request({
      method: 'POST',
      url: '/api/storage',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nLong descent\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="descent.mp4"\r\n` +
            'Content-Type: video/mp4\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    video = storageItemSchema.parse(reply.json());
  });
  afterAll(async () => server?.close());

  it('answers the whole file with 200 and says ranges are accepted', async () => {
    const reply = await fetchRange();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['accept-ranges']).toBe('bytes');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-type']).toBe('video/mp4');
    expect(reply.headers['content-length']).toBe(String(bytes.length));
    expect(reply.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(reply.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers one range with 206 and exactly those bytes', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=2097152-2099199', 2_097_152, 2_099_199],
      [`bytes=${bytes.length - 10}-`, bytes.length - 10, bytes.length - 1],
      ['bytes=-500', bytes.length - 500, bytes.length - 1],
      // An end past the file is cut to its last byte.
      [`bytes=100-${bytes.length + 5000}`, 100, bytes.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const reply = await fetchRange(range, { 'accept-encoding': 'gzip, br' });
      expect(reply.statusCode, range).toBe(206);
      expect(reply.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(reply.headers['content-length']).toBe(String(end - start + 1));
      expect(reply.headers['accept-ranges']).toBe('bytes');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the size for a range past the end', async () => {
    for (const range of [
      `bytes=${bytes.length}-`,
      `bytes=${bytes.length + 10}-${bytes.length + 20}`,
      'bytes=-0',
    ]) {
      const reply = await fetchRange(range);
      expect(reply.statusCode, range).toBe(416);
      expect(reply.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(reply.headers['accept-ranges']).toBe('bytes');
      // Never the file's year-long cache header: a refusal is not to be kept.
      expect(reply.headers['cache-control'] ?? '').not.toMatch(/max-age|immutable|public/);
      expect(reply.json()).toMatchObject({ statusCode: 416 });
    }
  });

  it('ignores a malformed or several-range header and sends the whole file', async () => {
    for (const range of ['bytes=abc', 'items=0-10', 'bytes=0-10,20-30', 'bytes=50-10']) {
      const reply = await fetchRange(range);
      expect(reply.statusCode, range).toBe(200);
      expect(reply.rawPayload.length).toBe(bytes.length);
    }
  });
});
