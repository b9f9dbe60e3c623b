/**
 * Three server processes on one PostgreSQL database behind HAProxy, configured by
 * deploy/haproxy.cfg (only its ports and check interval changed), all on loopback, each with a
 * DATA_DIR of its own as on three machines: the login limit counts across the three, chat
 * crosses them, a picture or a shared file uploaded through one is read through the others, a process told to stop drains without a
 * failed request, and one killed with SIGKILL under a write load loses no acknowledged write
 * while chat resumes on the others.
 *
 * It needs what a deployment has: PostgreSQL (TEST_DATABASE_URL) and Debian's haproxy.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATIONS } from '../../src/contract/chat';
import { httpClient } from '../helpers/http-client';
import { makeProcessData, type ProcessData, type ProcessMember } from '../helpers/process-data';
import {
  bundleServer,
  freePort,
  startServerProcess,
  type ServerBundle,
  type ServerProcess,
} from '../helpers/server-process';
import { TEST_PASSWORD } from '../helpers/server-app';
import { multipart, pngOf } from './shop-fixtures';
import { connectStomp, eventually } from './chat-clients';

const haproxyInstalled = spawnSync('haproxy', ['-v']).status === 0;
const runs = Boolean(process.env.TEST_DATABASE_URL) && haproxyInstalled;
const ROOT = path.resolve(import.meta.dirname, '../..');
/** The drain time of each process: longer than two failed health checks 250 ms apart. */
const DRAIN_SECONDS = 2;
const LEASE_SECONDS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let bundle: ServerBundle;
let data: ProcessData;
const servers: ServerProcess[] = [];
let haproxy: ChildProcess | undefined;
let haproxyLog = '';
let origin: string;
let members: ProcessMember[];
/** Each process's own DATA_DIR: nothing is shared through the disk. */
const ownDirs: string[] = [];

/** The secrets each machine is given, as docs/deploy.md says, here those the test data made. */
function sharedSecrets(): Record<string, string> {
  const secrets = JSON.parse(readFileSync(path.join(data.dataDir, 'secrets.json'), 'utf8')) as {
    jwtSecret: string;
    cookieSecret: string;
    vapidPublicKey: string;
    vapidPrivateKey: string;
  };
  return {
    JWT_SECRET: secrets.jwtSecret,
    COOKIE_SECRET: secrets.cookieSecret,
    VAPID_PUBLIC_KEY: secrets.vapidPublicKey,
    VAPID_PRIVATE_KEY: secrets.vapidPrivateKey,
  };
}

/** deploy/haproxy.cfg with this test's ports and a quicker health check. */
function balancerConfig(front: number, backs: number[]): string {
  let config = readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8');
  config = config.replace(/bind :\d+/, `bind 127.0.0.1:${front}`);
  config = config.replace(/inter 2s/, 'inter 250ms');
  const lines = [...config.matchAll(/^\s*server app\d+ 127\.0\.0\.1:\d+ check$/gm)];
  expect(lines, 'deploy/haproxy.cfg names three servers').toHaveLength(3);
  backs.forEach((port, index) => {
    config = config.replace(lines[index]![0], `    server app${index + 1} 127.0.0.1:${port} check`);
  });
  return config;
}

async function startBalancer(front: number, backs: number[]) {
  const file = path.join(data.dataDir, 'haproxy.cfg');
  writeFileSync(file, balancerConfig(front, backs));
  haproxy = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (haproxyLog = (haproxyLog + chunk.toString()).slice(-20_000));
  haproxy.stdout!.on('data', keep);
  haproxy.stderr!.on('data', keep);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${front}/api/health`).catch(() => undefined);
    if (up?.ok) return;
    if (Date.now() > deadline) throw new Error(`HAProxy did not answer:\n${haproxyLog}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  if (!runs) return;
  bundle = await bundleServer();
  data = await makeProcessData('club-balancer-');
  members = await data.addMembers('lbrider', 3);
  // Ports of this file's own, apart from the other process tests' 8881-8889.
  const ports = [await freePort(8861, 8869)];
  for (let n = 1; n < 3; n++) ports.push(await freePort(ports[n - 1]! + 1, 8869));
  const env = {
    ...data.env,
    ...sharedSecrets(),
    TRUST_PROXY: '1',
    DRAIN_SECONDS: String(DRAIN_SECONDS),
    IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS),
  };
  // The test's data is migrated already: the three start on it one after another.
  for (const port of ports) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-machine-'));
    ownDirs.push(dataDir);
    servers.push(await startServerProcess(bundle, { port, dataDir, env }));
  }
  const front = await freePort(8851, 8859);
  origin = `http://127.0.0.1:${front}`;
  await startBalancer(front, ports);
}, 120_000);

afterAll(async () => {
  haproxy?.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await data?.remove();
  for (const dir of ownDirs) await rm(dir, { recursive: true, force: true });
  await bundle?.remove();
});

describe.runIf(runs)('three processes behind HAProxy', () => {
  it(
    'count sign-in limits together: per address and name, and per account',
    { timeout: 60_000 },
    async () => {
      const client = httpClient(origin, { address: '127.77.0.1', connectFrom: true });
      let tries = 0;
      const tryIn = async (username: string) =>
        (
          await client.request('POST', '/api/auth/login', {
            body: { username, password: `${TEST_PASSWORD} wrong` },
            // A new address of the client's own choosing each time: the shipped config drops it.
            headers: { 'X-Forwarded-For': `203.0.113.${++tries}` },
          })
        ).status;
      // Round robin spreads the tries over the three processes; each counts them all. One
      // process counting alone would have let 30 tries of a name through, and 15 of an account.
      const byName: number[] = [];
      for (let attempt = 0; attempt < 12; attempt++) byName.push(await tryIn('nobody_here'));
      expect(byName).toEqual([...Array<number>(10).fill(401), 429, 429]);
      const byAccount: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++)
        byAccount.push(await tryIn(members[0]!.username));
      expect(byAccount).toEqual([401, 401, 401, 401, 401, 429]);

      // Each request has HAProxy's id (the app logs it and says it back), never the client's.
      const traced = await client.request('GET', '/api/health', {
        headers: { 'X-Request-ID': 'chosen-by-the-client' },
      });
      expect(traced.headers.get('x-request-id')).toMatch(/^[0-9A-F]+(-[0-9A-F]+){3}$/);
      // The operator's figures are read on each process's own port, not through the balancer.
      expect((await client.request('GET', '/api/metrics')).status).toBe(404);
    },
  );

  it('carry the chat from one process to the others', async () => {
    const url = (port: number) => `ws://127.0.0.1:${port}/ws`;
    const port = (server: ServerProcess) => Number(new URL(server.url).port);
    const [a, b, c] = await Promise.all(
      servers.map((server, index) =>
        connectStomp(url(port(server)), { token: members[index]!.token }),
      ),
    );
    const inboxes = await Promise.all([a, b].map((client) => client!.subscribe(DESTINATIONS.room)));
    await c!.send(DESTINATIONS.sendMessage, 'Meet at the bridge at six');
    await eventually(() => inboxes.every((inbox) => inbox.length === 1));
    for (const inbox of inboxes) {
      expect(JSON.parse(inbox[0]!.body)).toMatchObject({ text: 'Meet at the bridge at six' });
    }
    await Promise.all([a, b, c].map((client) => client!.close()));
  });

  it('serve a picture and a shared file uploaded through one process from the others', async () => {
    const through = (server: ServerProcess, address: string) =>
      httpClient(server.url, { token: members[0]!.token, address });
    const picture = await through(servers[0]!, '10.77.1.1').request('POST', '/api/post/picture', {
      ...(({ payload, headers }) => ({ raw: payload, headers }))(multipart(await pngOf(700))),
    });
    expect(picture.status, picture.text).toBe(201);
    const { url } = picture.json<{ url: string }>();
    const seen: Buffer[] = [];
    for (const [index, server] of servers.entries()) {
      const reply = await through(server, `10.77.1.${index + 2}`).request('GET', url);
      expect(reply.status, `${server.url}: ${reply.text}`).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/webp');
      seen.push(reply.bytes);
    }
    expect(seen[1]!.length).toBeGreaterThan(0);
    expect(seen.every((bytes) => bytes.equals(seen[0]!))).toBe(true);

    const boundary = `----club${randomUUID()}`;
    const content = Buffer.from(
      'Route notes for Saturday: meet at the bridge at six.\n'.repeat(10_000),
    );
    const shared = await through(servers[1]!, '10.77.1.9').request('POST', '/api/tempfile', {
      raw: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\n` +
            'Content-Type: text/plain\r\n\r\n',
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(shared.status, shared.text).toBe(201);
    const { downloadPath } = shared.json<{ downloadPath: string }>();
    for (const server of [servers[2]!, servers[0]!]) {
      const download = await httpClient(server.url, { address: '10.77.1.10' }).request(
        'GET',
        `/api${downloadPath}`,
      );
      expect(download.status, download.text.slice(0, 200)).toBe(200);
      expect(download.bytes.equals(content)).toBe(true);
    }
  });

  it(
    'drain a process told to stop without a failed request, and lose no acknowledged write to a SIGKILL',
    { timeout: 120_000 },
    async () => {
      // Writes as the outbox sends them: each with its key, sent again until it is answered. Each
      // comes from a rider of its own (a loopback address of its own, as HAProxy sees it), so the
      // per-address limit on reports does not refuse them.
      const jar = { cookie: '', value: '' };
      const riderAt = (n: number) =>
        httpClient(
          origin,
          { address: `127.78.${Math.floor(n / 250)}.${(n % 250) + 1}`, connectFrom: true },
          jar,
        );
      const acknowledged: { key: string; id: number }[] = [];
      const refused: string[] = [];
      /** The answers that made a write go again: what the stop and the kill cut off. */
      const resent: string[] = [];
      let stop = false;
      // Four riders write at once, so that the kill finds writes under way.
      let written = 0;
      const writer = async () => {
        while (!stop) {
          const key = randomUUID();
          const client = riderAt(written++);
          // Sent again after a pause that doubles, as the outbox backs off.
          for (let pause = 100; ; pause = Math.min(pause * 2, 2000)) {
            const reply = await client
              .request('POST', '/api/bugs', {
                body: {
                  title: `Balancer bug ${key}`,
                  description: 'Froze.',
                  severity: 'LOW',
                  steps: '',
                },
                headers: { 'Idempotency-Key': key },
              })
              .catch(() => undefined);
            if (reply?.status === 201) {
              acknowledged.push({ key, id: reply.json<{ id: number }>().id });
              break;
            }
            // Cut off with the killed process (502, 503, a dropped connection) or claimed by it
            // (409 until the claim's lease ends): the outbox sends it again.
            if (reply && ![409, 502, 503].includes(reply.status)) {
              refused.push(`${reply.status} ${reply.text}`);
              break;
            }
            resent.push(String(reply?.status ?? 'dropped'));
            await sleep(pause);
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      const reads: number[] = [];
      const reader = (async () => {
        while (!stop) {
          const reply = await fetch(`${origin}/api/event?page=0&size=5`).catch(() => undefined);
          reads.push(reply?.status ?? 0);
          await reply?.arrayBuffer();
        }
      })();

      await eventually(() => acknowledged.length >= 5, 20_000);
      // The third process is told to stop: it drains, and nobody notices.
      const drained = servers[2]!;
      await drained.kill('SIGTERM');
      expect(drained.child.exitCode).toBe(0);
      const readsWhileDraining = reads.length;
      expect(
        reads.every((status) => status === 200),
        `reads: ${reads.join(',')}`,
      ).toBe(true);

      // The second is killed outright in the middle of the writes.
      const before = acknowledged.length;
      await eventually(() => acknowledged.length >= before + 5, 20_000);
      await servers[1]!.kill('SIGKILL');
      const atKill = acknowledged.length;
      await eventually(() => acknowledged.length >= atKill + 10, (LEASE_SECONDS + 20) * 1000);
      stop = true;
      await Promise.all([...writers, reader]);

      console.log(
        `${acknowledged.length} writes acknowledged, ${reads.length} reads; sent again after: ${resent.join(', ') || 'nothing'}`,
      );
      expect(refused, refused.join('\n')).toEqual([]);
      expect(readsWhileDraining).toBeGreaterThan(0);
      // Every write the client saw acknowledged is stored, once.
      const { db } = data.open();
      try {
        const rows = await db
          .selectFrom('bugs')
          .select(['id', 'title'])
          .where('title', 'like', 'Balancer bug %')
          .execute();
        const titles = rows.map((row) => row.title);
        expect(new Set(titles).size).toBe(titles.length);
        for (const write of acknowledged) {
          expect(rows.find((row) => row.id === write.id)?.title).toBe(`Balancer bug ${write.key}`);
        }
      } finally {
        await db.destroy();
      }

      // Chat goes on through the balancer on the one process left.
      const [rider, other] = await Promise.all(
        [members[0]!, members[1]!].map((member) =>
          connectStomp(`${origin.replace('http', 'ws')}/ws`, { token: member.token }),
        ),
      );
      const inbox = await rider!.subscribe(DESTINATIONS.room);
      await other!.send(DESTINATIONS.sendMessage, 'Still riding');
      await eventually(() => inbox.some((message) => message.body.includes('Still riding')));
      await Promise.all([rider, other].map((client) => client!.close()));
    },
  );
});

// Said where the run has no PostgreSQL or no HAProxy, so a skipped file is not mistaken for a pass.
describe.skipIf(runs)('three processes behind HAProxy', () => {
  it.skip(
    `needs TEST_DATABASE_URL and haproxy (haproxy ${haproxyInstalled ? 'found' : 'missing'})`,
  );
});
