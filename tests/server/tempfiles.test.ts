/**
 * The temporary file share: the club's size limit (413, nothing left on disk), links that
 * download as sandboxed, unsniffed attachments whatever the file holds, the owner's list and
 * delete, and the expiry job that removes row and bytes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TEMPFILE_TEXT,
  tempFileListSchema,
  tempFileSchema,
  type TempFile,
} from '../../src/contract/tempfiles';
import { findJob } from '../../src/server/jobs/repository';
import {
  attachmentDisposition,
  cleanFileName,
} from '../../src/server/modules/tempfiles/download-headers';
import { expiryKey } from '../../src/server/modules/tempfiles/expiry';
import { writeSettings } from '../../src/server/modules/settings/repository';
import { storedNames } from '../helpers/stored-files';
import { startTestServer, type TestClient, type TestServer } from '../helpers/server-app';
import { makeRiders, type Rider } from './events-fixtures';

const HOUR = 3_600_000;

function multipart(name: string, type: string, data: Buffer, field = 'file') {
  const boundary = `----club${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(client: TestClient, name: string, type: string, data: Buffer, query = '') {
  return client.request({
    method: 'POST',
    url: `/api/tempfile${query}`,
    ...multipart(name, type, data),
  });
}

async function share(client: TestClient, name: string, type: string, data: Buffer, query = '') {
  const reply = await upload(client, name, type, data, query);
  expect(reply.statusCode, reply.body).toBe(201);
  return tempFileSchema.parse(reply.json());
}

describe('temporary file share', () => {
  let server: TestServer;
  let owner: Rider;
  let other: Rider;
  const filesOnDisk = async () => storedNames(server.app, 'tempfiles/');

  beforeAll(async () => {
    server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
    [owner, other] = (await makeRiders(server, 'share_rider', 2)) as [Rider, Rider];
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await writeSettings(server.app.db, { tempFileMaxBytes: 50 * 1024 * 1024 }, owner.id);
  });

  it('shares a file by an unguessable link that a visitor downloads byte for byte', async () => {
    const data = Buffer.from('Route notes for Saturday: meet at 6:00 at Dhanmondi Lake.\n');
    const before = Date.now();
    const file = await share(owner.client, 'notes.txt', 'text/plain', data);
    expect(file.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(file.id, 'base64url')).toHaveLength(24);
    expect(file).toMatchObject({ name: 'notes.txt', size: data.length });
    // The default lifetime is a day.
    const lifetime = new Date(file.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(23.9 * HOUR);
    expect(lifetime).toBeLessThanOrEqual(24 * HOUR + 60_000);

    const visitor = server.client();
    const download = await visitor.get(`/api${file.downloadPath}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['accept-ranges']).toBe('bytes');

    // A phone whose download broke off after 20 bytes asks for the rest, and only the rest.
    const rest = await visitor.request({
      method: 'GET',
      url: `/api${file.downloadPath}`,
      headers: { range: 'bytes=20-' },
    });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 20-${data.length - 1}/${data.length}`);
    expect(rest.rawPayload.equals(data.subarray(20))).toBe(true);
    expect(rest.headers['content-disposition']).toBe(download.headers['content-disposition']);
    const past = await visitor.request({
      method: 'GET',
      url: `/api${file.downloadPath}`,
      headers: { range: `bytes=${data.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${data.length}`);

    const list = tempFileListSchema.parse((await owner.client.get('/api/tempfile')).json());
    expect(list.files.map((one) => one.id)).toContain(file.id);
    expect(list).toMatchObject({ maxBytes: 50 * 1024 * 1024, maxLifetimeHours: 168 });
    const theirs = tempFileListSchema.parse((await other.client.get('/api/tempfile')).json());
    expect(theirs.files).toEqual([]);
    expect((await visitor.get('/api/tempfile')).statusCode).toBe(401);
  });

  it('sends HTML, SVG and scripts as sandboxed attachments, never as something to render', async () => {
    const cases: [string, string][] = [
      ['page.html', 'text/html'],
      ['drawing.svg', 'image/svg+xml'],
      ['feed.xml', 'application/xml'],
      ['tool.js', 'text/javascript'],
      ['sneaky.png', 'text/html; charset=utf-8'],
    ];
    for (const [name, type] of cases) {
      const file = await share(
        owner.client,
        name,
        type,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      );
      const reply = await server.client().get(`/api${file.downloadPath}`);
      expect(reply.statusCode, name).toBe(200);
      expect(reply.headers['content-type'], name).toBe('application/octet-stream');
      expect(reply.headers['content-disposition'], name).toMatch(/^attachment; /);
      expect(reply.headers['x-content-type-options'], name).toBe('nosniff');
      expect(reply.headers['content-security-policy'], name).toBe("default-src 'none'; sandbox");
    }
  });

  it('keeps a name with quotes and non-ASCII letters safe in the header', async () => {
    const file = await share(owner.client, 'maps/evil.pdf', 'application/pdf', Buffer.from('%PDF'));
    expect(file.name).toBe('evil.pdf');
    const named = await share(owner.client, 'রুট ম্যাপ.pdf', 'application/pdf', Buffer.from('%PDF'));
    const reply = await server.client().get(`/api${named.downloadPath}`);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="___ _____.pdf"; filename*=UTF-8''${encodeURIComponent('রুট ম্যাপ.pdf')}`,
    );
    expect(reply.headers['content-type']).toBe('application/pdf');
    // Quotes, backslashes and percent signs cannot end the quoted name or fake an escape.
    expect(attachmentDisposition('a"b\\c%22(1).txt')).toBe(
      `attachment; filename="a_b_c_22(1).txt"; filename*=UTF-8''a%22b%5Cc%2522%281%29.txt`,
    );
    expect(cleanFileName('..\\..\\boot.ini\u0000')).toBe('boot.ini');
    expect(cleanFileName('')).toBe('file');
  });

  it('refuses a file past the club limit with 413 and keeps nothing of it', async () => {
    await writeSettings(server.app.db, { tempFileMaxBytes: 1024 }, owner.id);
    const onDisk = (await filesOnDisk()).length;
    const rows = await server.app.db.selectFrom('temp_files').select('id').execute();

    const reply = await upload(
      owner.client,
      'big.bin',
      'application/octet-stream',
      Buffer.alloc(4096, 7),
    );
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe(TEMPFILE_TEXT.tooLarge('1 KB'));
    // Declared far past the limit: refused before the body is read.
    const declared = await upload(
      owner.client,
      'huge.bin',
      'application/octet-stream',
      Buffer.alloc(200 * 1024, 7),
    );
    expect(declared.statusCode).toBe(413);

    expect(await filesOnDisk()).toHaveLength(onDisk);
    expect(await server.app.db.selectFrom('temp_files').select('id').execute()).toHaveLength(
      rows.length,
    );
    // Exactly at the limit is fine.
    await share(owner.client, 'exact.bin', 'application/octet-stream', Buffer.alloc(1024, 1));
  });

  it('takes a lifetime up to the club maximum of seven days, not beyond', async () => {
    const week = await share(
      owner.client,
      'week.txt',
      'text/plain',
      Buffer.from('a'),
      '?lifetimeHours=168',
    );
    const hours = (new Date(week.expiresAt).getTime() - new Date(week.createdAt).getTime()) / HOUR;
    expect(hours).toBe(168);
    const longer = await upload(
      owner.client,
      'long.txt',
      'text/plain',
      Buffer.from('a'),
      '?lifetimeHours=169',
    );
    expect(longer.statusCode).toBe(400);
    expect(longer.json().message).toBe(TEMPFILE_TEXT.lifetimeTooLong(168));
  });

  it('lets only the owner delete a file; another member gets 403, an unknown id 404', async () => {
    const file = await share(owner.client, 'mine.txt', 'text/plain', Buffer.from('mine'));
    const refused = await other.client.delete(`/api/tempfile/${file.id}`);
    expect(refused.statusCode).toBe(403);
    expect((await server.client().get(`/api${file.downloadPath}`)).statusCode).toBe(200);

    expect((await owner.client.delete(`/api/tempfile/${file.id}`)).statusCode).toBe(204);
    expect((await server.client().get(`/api${file.downloadPath}`)).statusCode).toBe(404);
    expect(await filesOnDisk()).not.toContain(file.id);
    expect(await findJob(server.app.db, expiryKey(file.id))).toBeUndefined();
    expect((await owner.client.delete(`/api/tempfile/${file.id}`)).statusCode).toBe(404);

    const unknown = await server.client().get(`/api/tempfile/${'A'.repeat(32)}/download`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404 });
    expect((await server.client().get('/api/tempfile/nonsense/download')).statusCode).toBe(404);
    expect((await server.client().delete(`/api/tempfile/${file.id}`)).statusCode).toBe(401);
  });

  it('answers 410 once a file expires, and its job deletes row and bytes', async () => {
    const file = await share(
      owner.client,
      'short.txt',
      'text/plain',
      Buffer.from('soon gone'),
      '?lifetimeHours=1',
    );
    const keep = await share(
      owner.client,
      'keep.txt',
      'text/plain',
      Buffer.from('stays'),
      '?lifetimeHours=48',
    );
    const job = await findJob(server.app.db, expiryKey(file.id));
    expect(job?.run_at).toBe(file.expiresAt);
    expect(await filesOnDisk()).toContain(file.id);

    // Past its hour but before the job runs, the link is gone already.
    await server.app.db
      .updateTable('temp_files')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', file.id)
      .execute();
    const expired = await server.client().get(`/api${file.downloadPath}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(TEMPFILE_TEXT.expired);
    const list = tempFileListSchema.parse((await owner.client.get('/api/tempfile')).json());
    expect(list.files.map((one: TempFile) => one.id)).not.toContain(file.id);

    // The runner, an hour and a minute later: this file's job is due, the other's is not.
    await server.app.jobs.runDue(new Date(Date.now() + HOUR + 60_000));
    const row = await server.app.db
      .selectFrom('temp_files')
      .select('id')
      .where('id', 'in', [file.id, keep.id])
      .execute();
    expect(row.map((one) => one.id)).toEqual([keep.id]);
    expect(await filesOnDisk()).not.toContain(file.id);
    expect(await filesOnDisk()).toContain(keep.id);
    expect(await findJob(server.app.db, expiryKey(file.id))).toBeUndefined();
    expect((await server.client().get(`/api${file.downloadPath}`)).statusCode).toBe(404);
  });
});
