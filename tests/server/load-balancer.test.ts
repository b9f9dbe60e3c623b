/**
 * Three server processes on one PostgreSQL database behind HAProxy, configured by
 * deploy/haproxy.cfg as docs/deploy.md has an operator set it up (its TLS bind with HTTP/2 and
 * its redirect to https uncommented; only its ports, certificate and check interval changed),
 * all on loopback, each with a DATA_DIR of its own as on three machines. The three start at the
 * same moment on an empty database with the demo on; then, with every client talking HTTPS to
 * HAProxy: the login limit counts across the three, chat crosses them, a picture or a shared
 * file uploaded through one is read through the others, a new version rolls through them one at
 * a time without a failed request, a process told to stop drains without a failed request, and
 * one killed with SIGKILL under a write load loses no acknowledged write while chat resumes on
 * the others.
 *
 * It needs what a deployment has: PostgreSQL (TEST_DATABASE_URL), Debian's haproxy and openssl.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { get as getHttp, type IncomingMessage } from 'node:http';
import { connect as connectHttp2 } from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATIONS } from '../../src/contract/chat';
import { DEMO_USERNAMES } from '../../src/server/seed/demo';
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
const openSslInstalled = spawnSync('openssl', ['version']).status === 0;
const runs = Boolean(process.env.TEST_DATABASE_URL) && haproxyInstalled && openSslInstalled;
const ROOT = path.resolve(import.meta.dirname, '../..');
/** The drain time of each process: longer than two failed health checks 250 ms apart. */
const DRAIN_SECONDS = 2;
const LEASE_SECONDS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let bundle: ServerBundle;
let data: ProcessData;
/** The three processes; one restarted takes its predecessor's place, port and DATA_DIR. */
const servers: ServerProcess[] = [];
let ports: number[];
let serverEnv: Record<string, string>;
let haproxy: ChildProcess | undefined;
let haproxyLog = '';
/** The HTTPS address riders use, and the plain one HAProxy sends on to it. */
let origin: string;
let plainOrigin: string;
/** The self-signed certificate HAProxy serves, trusted by this test's clients alone. */
let ca: string;
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

/** A certificate for 127.0.0.1 and its key in one file, as HAProxy reads them; returns it. */
function makeCertificate(dir: string): string {
  const [key, certificate] = [path.join(dir, 'club.key'), path.join(dir, 'club.crt')];
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=127.0.0.1'],
    ...['-addext', 'subjectAltName=IP:127.0.0.1'],
  ]);
  expect(made.status, made.stderr.toString()).toBe(0);
  ca = readFileSync(certificate, 'utf8');
  const pem = path.join(dir, 'club.pem');
  writeFileSync(pem, ca + readFileSync(key, 'utf8'));
  return pem;
}

/** HAProxy's stats socket, added for this test to see which servers it sends work to. */
const statsSocket = () => path.join(data.dataDir, 'haproxy.sock');

/**
 * deploy/haproxy.cfg as docs/deploy.md has an operator set it up: its TLS bind and redirect
 * uncommented, here with this test's ports and certificate, a quicker health check and a stats
 * socket.
 */
function balancerConfig(front: { plain: number; tls: number }, backs: number[], pem: string) {
  let config = readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8');
  const edit = (pattern: RegExp, replacement: string) => {
    expect(config, `deploy/haproxy.cfg has ${String(pattern)}`).toMatch(pattern);
    config = config.replace(pattern, replacement);
  };
  edit(/^(\s*)bind :\d+$/m, `$1bind 127.0.0.1:${front.plain}`);
  edit(
    /^(\s*)# bind :443 ssl crt \S+ (alpn h2,http\/1\.1)$/m,
    `$1bind 127.0.0.1:${front.tls} ssl crt ${pem} $2`,
  );
  edit(/^(\s*)# (http-request redirect scheme https unless \{ ssl_fc \})$/m, '$1$2');
  edit(/^global$/m, `global\n    stats socket ${statsSocket()}`);
  edit(/inter 2s/, 'inter 250ms');
  const lines = [...config.matchAll(/^\s*server app\d+ 127\.0\.0\.1:\d+ check$/gm)];
  expect(lines, 'deploy/haproxy.cfg names three servers').toHaveLength(3);
  backs.forEach((port, index) => {
    config = config.replace(lines[index]![0], `    server app${index + 1} 127.0.0.1:${port} check`);
  });
  return config;
}

/** A rider's browser talking HTTPS to the balancer. */
const rider = (
  address: string,
  options: { token?: string; jar?: { cookie: string; value: string } } = {},
) => httpClient(origin, { address, connectFrom: true, ca, token: options.token }, options.jar);

/** Each server's state as HAProxy sees it ("UP", "DOWN", "UP 1/2"...), by name. */
async function balancerSees(): Promise<Record<string, string>> {
  const csv = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = net.connect(statsSocket(), () => socket.write('show stat\n'));
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  const [header, ...rows] = csv
    .trim()
    .split('\n')
    .map((line) => line.split(','));
  const status = header!.indexOf('status');
  return Object.fromEntries(
    rows
      .filter((row) => row[0] === 'app' && row[1] !== 'BACKEND')
      .map((row) => [row[1], row[status]]),
  );
}

/** Waits until HAProxy sends work to the named server again (two good checks). */
async function untilBalancerSeesUp(name: string) {
  const deadline = Date.now() + 20_000;
  while ((await balancerSees())[name] !== 'UP') {
    if (Date.now() > deadline) throw new Error(`HAProxy does not see ${name} up:\n${haproxyLog}`);
    await sleep(50);
  }
}

async function startBalancer(front: { plain: number; tls: number }, backs: number[]) {
  const file = path.join(data.dataDir, 'haproxy.cfg');
  writeFileSync(file, balancerConfig(front, backs, makeCertificate(data.dataDir)));
  haproxy = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (haproxyLog = (haproxyLog + chunk.toString()).slice(-20_000));
  haproxy.stdout!.on('data', keep);
  haproxy.stderr!.on('data', keep);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await rider('127.0.0.1')
      .request('GET', '/api/health')
      .catch(() => undefined);
    if (up?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`HAProxy did not answer:\n${haproxyLog}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  if (!runs) return;
  bundle = await bundleServer();
  data = await makeProcessData('club-balancer-', { empty: true });
  // Ports of this file's own, apart from the other process tests' 8881-8889.
  ports = [await freePort(8861, 8869)];
  for (let n = 1; n < 3; n++) ports.push(await freePort(ports[n - 1]! + 1, 8869));
  serverEnv = {
    ...data.env,
    ...sharedSecrets(),
    TRUST_PROXY: '1',
    DRAIN_SECONDS: String(DRAIN_SECONDS),
    IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS),
    SEED_DEMO: '1',
    DEMO_PASSWORD: TEST_PASSWORD,
  };
  for (let n = 0; n < ports.length; n++)
    ownDirs.push(await mkdtemp(path.join(os.tmpdir(), 'club-machine-')));
  // The three start at the same moment on the empty database, as systemd starts them on a new
  // machine: each migrates and seeds the demo, and none may fail for another's head start.
  const started = await Promise.allSettled(
    ports.map((port, index) =>
      startServerProcess(bundle, { port, dataDir: ownDirs[index]!, env: serverEnv }),
    ),
  );
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const failed = started.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failed.length > 0) throw new Error(failed.map(String).join('\n'));
  members = await data.addMembers('lbrider', 3);
  const front = { plain: await freePort(8851, 8859), tls: 0 };
  front.tls = await freePort(front.plain + 1, 8859);
  origin = `https://127.0.0.1:${front.tls}`;
  plainOrigin = `http://127.0.0.1:${front.plain}`;
  await startBalancer(front, ports);
}, 120_000);

afterAll(async () => {
  haproxy?.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await data?.remove();
  for (const dir of ownDirs) await rm(dir, { recursive: true, force: true });
  await bundle?.remove();
});

/**
 * Riders writing bug reports through the balancer as the outbox sends them, each write with its
 * key and sent again until it is answered, while one more reads the rides. Each writer comes
 * from an address of its own (a loopback address, as HAProxy sees it), so the per-address
 * limit on reports does not refuse them.
 */
let riders = 0;
/** `pauseMs`: each client's pause between requests, a steady stream rather than a flood. */
function startLoad(writerCount: number, pauseMs = 0) {
  const jar = { cookie: '', value: '' };
  const acknowledged: { key: string; id: number }[] = [];
  const refused: string[] = [];
  /** The answers that made a write go again: what a stop or a kill cut off. */
  const resent: string[] = [];
  const reads: number[] = [];
  let stopping = false;
  const writer = async () => {
    while (!stopping) {
      const key = randomUUID();
      const n = riders++;
      const client = rider(`127.78.${Math.floor(n / 250)}.${(n % 250) + 1}`, { jar });
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
          await sleep(pauseMs);
          break;
        }
        // Cut off with a killed process (502, 503, a dropped connection) or claimed by it
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
  const reader = async () => {
    const client = rider('127.79.0.1');
    while (!stopping) {
      const reply = await client.request('GET', '/api/event?page=0&size=5').catch(() => undefined);
      reads.push(reply?.status ?? 0);
      await sleep(pauseMs);
    }
  };
  const running = [...Array.from({ length: writerCount }, writer), reader()];
  return {
    acknowledged,
    refused,
    resent,
    reads,
    async stop() {
      stopping = true;
      await Promise.all(running);
      console.log(
        `${acknowledged.length} writes acknowledged, ${reads.length} reads; sent again after: ${resent.join(', ') || 'nothing'}`,
      );
    },
  };
}

/** Every write the client saw acknowledged is stored, once. */
async function expectStoredOnce(acknowledged: { key: string; id: number }[]) {
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
}

describe.runIf(runs)('three processes behind HAProxy', () => {
  it('start together on an empty database, and the demo is seeded once', async () => {
    for (const name of ['app1', 'app2', 'app3']) await untilBalancerSeesUp(name);
    const { db } = data.open();
    try {
      const seeded = await db
        .selectFrom('users')
        .select('username')
        .where('username', 'in', DEMO_USERNAMES)
        .execute();
      expect(seeded.map((row) => row.username).sort()).toEqual([...DEMO_USERNAMES].sort());
    } finally {
      await db.destroy();
    }
    // A demo rider signs in through the balancer.
    const signedIn = await rider('127.77.1.1').request('POST', '/api/auth/login', {
      body: { username: DEMO_USERNAMES[0], password: TEST_PASSWORD },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
  });

  it('answer over TLS with HTTP/2, as shipped, and send plain HTTP to https', async () => {
    const session = connectHttp2(origin, { ca });
    try {
      const status = await new Promise<unknown>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/health' });
        stream.on('response', (headers) => resolve(headers[':status']));
        stream.on('error', reject);
        stream.resume();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
    const plain = await new Promise<IncomingMessage>((resolve, reject) =>
      getHttp(`${plainOrigin}/api/health`, { headers: { host: 'club.example' } }, resolve).on(
        'error',
        reject,
      ),
    );
    plain.resume();
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('https://club.example/api/health');
  });

  it(
    'count sign-in limits together: per address and name, and per account',
    { timeout: 60_000 },
    async () => {
      const client = rider('127.77.0.1');
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
    'take a new version one process at a time, as docs/deploy.md says, without a failed request',
    { timeout: 90_000 },
    async () => {
      const load = startLoad(3, 100);
      await eventually(() => load.acknowledged.length >= 5, 20_000);
      for (const [index, port] of ports.entries()) {
        // Told to stop, the process drains and exits; the new one starts on its port and data.
        const old = servers[index]!;
        await old.kill('SIGTERM');
        expect(old.child.exitCode, old.output()).toBe(0);
        servers[index] = await startServerProcess(bundle, {
          port,
          dataDir: ownDirs[index]!,
          env: serverEnv,
        });
        await untilBalancerSeesUp(`app${index + 1}`);
      }
      // Writes reach the new processes too before the load stops.
      const rolled = load.acknowledged.length;
      await eventually(() => load.acknowledged.length >= rolled + 6, 20_000);
      await load.stop();
      // Every request was answered 2xx the first time: nothing was cut off, nothing sent again.
      expect(load.resent, `sent again after: ${load.resent.join(', ')}`).toEqual([]);
      expect(load.refused, load.refused.join('\n')).toEqual([]);
      expect(load.reads.filter((status) => status !== 200)).toEqual([]);
      await expectStoredOnce(load.acknowledged);
    },
  );

  it(
    'drain a process told to stop without a failed request, and lose no acknowledged write to a SIGKILL',
    { timeout: 120_000 },
    async () => {
      // Four riders write at once, so that the kill finds writes under way.
      const load = startLoad(4);
      const { acknowledged, reads } = load;
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
      await load.stop();

      expect(load.refused, load.refused.join('\n')).toEqual([]);
      expect(readsWhileDraining).toBeGreaterThan(0);
      await expectStoredOnce(acknowledged);

      // Chat goes on through the balancer, over TLS, on the one process left.
      const [listener, other] = await Promise.all(
        [members[0]!, members[1]!].map((member) =>
          connectStomp(`${origin.replace('https', 'wss')}/ws`, { token: member.token, ca }),
        ),
      );
      const inbox = await listener!.subscribe(DESTINATIONS.room);
      await other!.send(DESTINATIONS.sendMessage, 'Still riding');
      await eventually(() => inbox.some((message) => message.body.includes('Still riding')));
      await Promise.all([listener, other].map((client) => client!.close()));
    },
  );
});

// Said where the run has no PostgreSQL or no HAProxy, so a skipped file is not mistaken for a pass.
describe.skipIf(runs)('three processes behind HAProxy', () => {
  it.skip(
    `needs TEST_DATABASE_URL, haproxy and openssl (haproxy ${haproxyInstalled ? 'found' : 'missing'}, openssl ${openSslInstalled ? 'found' : 'missing'})`,
  );
});
