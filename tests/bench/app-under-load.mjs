/**
 * The app as bench:api and bench:soak measure it: the built server (`node <dist>/server/main.js`,
 * NODE_ENV=production) on a fresh DATA_DIR with the demo data, on SQLite or on a fresh
 * PostgreSQL database that is dropped afterwards, and a demo member signed in (bearer token,
 * XSRF cookie and header).
 *
 * BENCH_DIST names the build to run (default dist/); point it at a copy so a build running
 * meanwhile cannot change the server under the benchmark.
 *
 * The server runs with TRUST_PROXY=1, as behind a reverse proxy, so that each write can come
 * from an X-Forwarded-For address of its own: the per-visitor rate limits are still counted
 * (their database write is part of the figures) but no single address reaches them.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let visitor = 0;

/**
 * For autocannon's setupRequest: each write gets an Idempotency-Key and a client address
 * (X-Forwarded-For, see TRUST_PROXY above) of its own.
 */
export function asNewWrite(request) {
  visitor++;
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return {
    ...request,
    headers: { ...request.headers, 'idempotency-key': randomUUID(), 'x-forwarded-for': address },
  };
}

/** A database of its own on the PostgreSQL server of adminUrl; drop() removes it. */
export async function createDatabase(adminUrl) {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      try {
        // The stopped server's sockets may close a moment later, and autovacuum may visit.
        for (let attempt = 1; ; attempt++) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            if (attempt >= 20) throw error;
            await sleep(500);
          }
        }
      } finally {
        await admin.end();
      }
    },
  };
}

function cookieOf(response, name) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at) === name) return pair.slice(at + 1);
  }
  return undefined;
}

/** User and system CPU time of a process, in ms (Linux clock ticks are 10 ms). */
export async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return Number(fields[11]) * 10 + Number(fields[12]) * 10;
}

/** Resident memory of a process, in MB. */
export async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Signs a demo account in; returns its bearer token. */
export async function signIn(base, xsrf, username, password) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`login of ${username}: ${login.status} ${await login.text()}`);
  const { jwtToken: token } = await login.json();
  if (!token) throw new Error('login reply has no token');
  return token;
}

/**
 * Starts the server and signs the demo member `rider1` in. Returns the base URL, the server's
 * pid, the headers of a signed-in member (`member`) and of a signed-in write (`memberWrite`),
 * the client directory it serves (for a static file), its data directory and database URL (for
 * seeding straight into the database), the demo accounts' password and the
 * anti-forgery cookie's value (for signIn), and stop().
 */
export async function startApp({ port, databaseUrl, nodeArgs = [] }) {
  const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-bench-api-'));
  // The client is served from a copy inside the data directory, so the bench can add its
  // static ceiling file without writing into the build.
  const clientDir = path.join(dataDir, 'client');
  await cp(path.join(dist, 'client'), clientDir, { recursive: true });
  const database = databaseUrl ? await createDatabase(databaseUrl) : undefined;
  const password = randomBytes(12).toString('base64url');
  const server = spawn(process.execPath, [...nodeArgs, path.join(dist, 'server', 'main.js')], {
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      CLIENT_DIR: clientDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      DEMO_PASSWORD: password,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    for (let attempt = 0; ; attempt++) {
      if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode})`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 600) throw new Error('server did not start in 60 s');
      await sleep(100);
    }
    // The demo data is seeded after the app is built, before it listens; a first read tells.
    const first = await fetch(`${base}/api/product`);
    const xsrf = cookieOf(first, 'XSRF-TOKEN');
    if (!xsrf) throw new Error('no XSRF-TOKEN cookie');
    const cookie = `XSRF-TOKEN=${xsrf}`;
    const token = await signIn(base, xsrf, 'rider1', password);
    const member = { authorization: `Bearer ${token}`, cookie };
    const memberWrite = {
      ...member,
      'x-xsrf-token': decodeURIComponent(xsrf),
      'content-type': 'application/json',
    };
    return {
      base,
      pid: server.pid,
      clientDir,
      dataDir,
      databaseUrl: database?.url,
      member,
      memberWrite,
      password,
      xsrf,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
