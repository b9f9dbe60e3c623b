/**
 * Uploads whose multipart body ends before its closing boundary: every upload route answers
 * 400 at once with a clear message, leaves no file on disk and no descriptor open; `.part`
 * files that a crash left behind are swept away when the server starts. A multipart body with
 * no usable boundary is a 400 too.
 */
import { readdirSync } from 'node:fs';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/constants';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { buildApp } from '../../src/server/app';
import { startTestServer, type Member, type TestServer } from '../helpers/server-app';

let server: TestServer;
let member: Member;
let groupId: number;

beforeAll(async () => {
  server = await startTestServer();
  member = await server.createMember('cutoff_admin', {
    roles: ['ROLE_ADMIN', 'ROLE_DEV', 'ROLE_SELLER'],
  });
  const friend = await server.createMember('cutoff_friend');
  const group = await member.client.post('/api/conversations', {
    kind: 'group',
    name: 'Cut-off riders',
    memberIds: [friend.id],
  });
  expect(group.statusCode, group.body).toBe(201);
  groupId = group.json().id;
});
afterAll(async () => server?.close());

/** The attack's body: a part that starts, carries three bytes, and never ends. */
function cutOff(field: string) {
  return {
    payload:
      `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\nabc\r\n',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  };
}

/** A reply, or 'no reply' when the server holds the request past a few seconds. */
async function answer(url: string, field: string) {
  const reply = member.client.request({ method: 'POST', url, ...cutOff(field) });
  const timeout = new Promise<'no reply'>((resolve) => {
    setTimeout(() => resolve('no reply'), 5000).unref();
  });
  return Promise.race([reply, timeout]);
}

const openDescriptors = () => readdirSync('/proc/self/fd').length;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const ROUTES: [string, string][] = [
  ['/api/post/picture', 'image'],
  ['/api/user/changeProfilePicture', 'image'],
  ['/api/user/changeCoverPicture', 'image'],
  ['/api/product/picture', 'image'],
  ['/api/event/picture', 'image'],
  ['/api/parcel/picture', 'image'],
  ['/api/merchandise/jerseys/picture', 'image'],
  ['/api/introUpdate', 'welcomeImage'],
  ['/api/introAddSpecial', 'images'],
  ['/api/event/route', 'gpx'],
  ['/api/storage', 'file'],
  ['/api/tempfile', 'file'],
];

describe('a multipart body cut off before its end', () => {
  it.each(ROUTES)('%s answers 400 at once, saying the upload was cut off', async (url, field) => {
    const reply = await answer(url, field);
    expect(reply).not.toBe('no reply');
    if (reply === 'no reply') return;
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toBe(SERVER_MESSAGE.uploadCutOff);
  });

  it('on a group picture too', async () => {
    const reply = await answer(`/api/conversations/${groupId}/picture`, 'image');
    expect(reply).not.toBe('no reply');
    if (reply !== 'no reply') expect(reply.statusCode, reply.body).toBe(400);
  });

  it('leaves no file and no open descriptor behind, however many arrive', async () => {
    const before = openDescriptors();
    for (let round = 0; round < 3; round++) {
      for (const [url, field] of ROUTES) expect(await answer(url, field)).not.toBe('no reply');
    }
    expect(openDescriptors()).toBeLessThanOrEqual(before);
    const left = (await filesUnder(server.dataDir)).filter(
      (name) => name.endsWith('.part') || !/^(club\.sqlite.*|secrets\.json)$/.test(name),
    );
    expect(left).toEqual([]);
  });

  it('keeps a whole file sent before a cut-off second part out of the library', async () => {
    const body =
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nclip\r\n' +
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\nabc\r\n' +
      '--x\r\nContent-Disposition: form-data; name="extra"; filename="b.bin"\r\n\r\nde';
    const reply = await member.client.request({
      method: 'POST',
      url: '/api/storage',
      payload: body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect((await filesUnder(server.dataDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});

describe('over a real socket the client keeps open', () => {
  /** The status line of the reply to a cut-off body of exact length, or null after 3 s. */
  async function statusOverSocket(url: string, field: string): Promise<string | null> {
    if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const health = await server.app.inject({ url: '/api/health' });
    const xsrf = health.cookies.find((cookie) => cookie.name === XSRF_COOKIE)!.value;
    const { payload, headers } = cutOff(field);
    const head = [
      `POST ${url} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      `authorization: Bearer ${member.token}`,
      `cookie: ${XSRF_COOKIE}=${xsrf}`,
      `${XSRF_HEADER}: ${xsrf}`,
      `content-type: ${headers['content-type']}`,
      `content-length: ${Buffer.byteLength(payload)}`,
    ];
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    try {
      return await new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 3000);
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
          if (text.includes('\r\n')) {
            clearTimeout(timer);
            resolve(text.slice(0, text.indexOf('\r\n')));
          }
        });
        socket.write(`${head.join('\r\n')}\r\n\r\n${payload}`);
      });
    } finally {
      socket.destroy();
    }
  }

  it.each(ROUTES)('%s answers 400 and keeps no partial file', async (url, field) => {
    expect(await statusOverSocket(url, field)).toMatch(/^HTTP\/1\.1 400 /);
    expect((await filesUnder(server.dataDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});

describe('a multipart body without a usable boundary', () => {
  // An empty boundary finds no part at all, so each route names the field it expected.
  const cases: [string, string | undefined][] = [
    ['multipart/form-data', SERVER_MESSAGE.uploadUnframed],
    [`multipart/form-data; boundary=${'b'.repeat(300)}`, SERVER_MESSAGE.uploadUnframed],
    ['multipart/form-data; boundary=', undefined],
  ];

  it.each(cases)('is a 400 on every upload route: %s', async (type, message) => {
    const urls = [...ROUTES.map(([url]) => url), `/api/conversations/${groupId}/picture`];
    for (const url of urls) {
      const reply = await member.client.request({
        method: 'POST',
        url,
        payload: 'a body with no boundary in it',
        headers: { 'content-type': type },
      });
      expect(reply.statusCode, `${url}: ${reply.body}`).toBe(400);
      expect(reply.json().message, url).toEqual(message ?? expect.any(String));
    }
  });
});

describe('partial files a crash left behind', () => {
  it('are removed when the server starts; one still being written is kept', async () => {
    const dataDir = path.join(server.dataDir, 'restart');
    const stale = path.join(dataDir, 'storage', '5b0c2a1e.part');
    const staleShare = path.join(dataDir, 'tempfiles', 'Zq9.part');
    const writing = path.join(dataDir, 'tempfiles', 'Fresh.part');
    for (const file of [stale, staleShare, writing]) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'half an upload');
    }
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await utimes(stale, tenMinutesAgo, tenMinutesAgo);
    await utimes(staleShare, tenMinutesAgo, tenMinutesAgo);

    const app = await buildApp({
      config: { ...server.app.config, dataDir, databaseUrl: server.app.config.databaseUrl },
    });
    try {
      await app.ready();
      await expect(stat(stale)).rejects.toThrow();
      await expect(stat(staleShare)).rejects.toThrow();
      expect((await stat(writing)).size).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
