/**
 * bench:scale — requests per second of a read and write mix through HAProxy in front of 1, 2
 * and 3 server processes on one PostgreSQL database, on this machine. Each round starts the
 * built server (`dist/server/main.js`, NODE_ENV=production) that many times on a fresh database
 * with the demo data, puts HAProxy with deploy/haproxy.cfg (its ports changed) in front, signs
 * `rider1` in, and loads the balancer with autocannon: 50 connections for BENCH_SECONDS (default
 * 10) after a 3 s warm-up.
 *
 * The mix, per connection in turn: the ride list as a visitor, the feed, the product list and
 * the member's own account as `rider1`, and a bug report with a fresh Idempotency-Key (one
 * write in five). Each write comes from an X-Forwarded-For address of its own, so the
 * per-address limits are counted but not reached: the load generator stands for a second proxy
 * in front of HAProxy that names each rider (TRUST_PROXY=2, and the config keeps the header it
 * gets instead of dropping it as the shipped one does for clients).
 *
 * Beside req/s it prints the server processes' CPU time per request: what a process costs does
 * not change with their number, while req/s grows only as long as a core is free (this machine
 * has os.cpus().length of them, shared with PostgreSQL, HAProxy and autocannon).
 *
 *   npm run build && npm run bench:scale
 *   BENCH_DATABASE_URL=postgres://user:pass@host:5432/db npm run bench:scale -- --processes 1,2,3
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { asNewWrite, cpuMs, createDatabase, signIn } from './app-under-load.mjs';

const DEFAULT_PG = 'postgres://club_test:club_test@127.0.0.1:5499/club_test';
const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '1,2,3' },
    port: { type: 'string', default: '8840' },
    connections: { type: 'string', default: '50' },
  },
});
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(values.connections);
const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_PG;
const counts = values.processes.split(',').map(Number);
const front = Number(values.port);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const root = path.resolve(import.meta.dirname, '../..');

if (spawnSync('haproxy', ['-v']).status !== 0) {
  console.error('bench:scale needs haproxy (Debian: apt-get install haproxy).');
  process.exit(2);
}

async function waitUntilHealthy(base, child) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`${base} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${base} did not start in 120 s`);
}

/** deploy/haproxy.cfg in front of these ports, listening on `front`. */
async function balancerConfig(ports) {
  const config = await readFile(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
  const servers = ports.map((port, index) => `    server app${index + 1} 127.0.0.1:${port} check`);
  // The backend is the file's last section: its servers are replaced at its end.
  return `${config
    .replace(/bind :\d+/, `bind 127.0.0.1:${front}`)
    .replace(/^ *http-request del-header X-Forwarded-For\n/m, '')
    .replace(/^ *server app\d+ .*\n/gm, '')
    .trimEnd()}\n${servers.join('\n')}\n`;
}

async function round(processes) {
  const dist = path.join(root, 'dist');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-bench-scale-'));
  const clientDir = path.join(dataDir, 'client');
  await cp(path.join(dist, 'client'), clientDir, { recursive: true });
  const database = await createDatabase(adminUrl);
  const password = randomBytes(12).toString('base64url');
  const children = [];
  let balancer;
  try {
    const ports = Array.from({ length: processes }, (_, index) => front + 1 + index);
    for (const [index, port] of ports.entries()) {
      const child = spawn(process.execPath, [path.join(dist, 'server', 'main.js')], {
        cwd: dataDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          CLIENT_DIR: clientDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          // The first process seeds the demo; the others start on its data.
          SEED_DEMO: index === 0 ? '1' : '0',
          DEMO_PASSWORD: password,
          LOG_LEVEL: 'warn',
          // The load generator and HAProxy: two proxies (see above).
          TRUST_PROXY: '2',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      await waitUntilHealthy(`http://127.0.0.1:${port}`, child);
    }
    const configFile = path.join(dataDir, 'haproxy.cfg');
    await writeFile(configFile, await balancerConfig(ports));
    balancer = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${front}`;
    await waitUntilHealthy(base);
    // Every server up in HAProxy's eyes (two good checks each) before the load starts.
    await sleep(5000);

    const first = await fetch(`${base}/api/health`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    if (!xsrf) throw new Error('no XSRF-TOKEN cookie');
    const token = await signIn(base, xsrf, 'rider1', password);
    const member = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}` };
    const requests = [
      { method: 'GET', path: '/api/event' },
      { method: 'GET', path: '/api/post', headers: member },
      { method: 'GET', path: '/api/product', headers: member },
      { method: 'GET', path: '/api/user/me', headers: member },
      {
        method: 'POST',
        path: '/api/bugs',
        headers: {
          ...member,
          'x-xsrf-token': decodeURIComponent(xsrf),
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          title: 'Map does not load',
          description: 'The ride map stays grey on a slow connection.',
          severity: 'LOW',
          steps: 'Open a ride, wait.',
        }),
        setupRequest: asNewWrite,
      },
    ];
    await autocannon({ url: base, requests, connections: 10, duration: 3 });
    const load = os.loadavg()[0];
    const cpuBefore = await Promise.all(children.map((child) => cpuMs(child.pid)));
    const result = await autocannon({ url: base, requests, connections, duration: seconds });
    const cpuAfter = await Promise.all(children.map((child) => cpuMs(child.pid)));
    const cpu = cpuAfter.reduce((sum, value, index) => sum + value - cpuBefore[index], 0);
    return {
      processes,
      load,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
      cpuPerRequest: cpu / Math.max(result.requests.total, 1),
      coresBusy: cpu / (seconds * 1000),
    };
  } finally {
    balancer?.kill('SIGKILL');
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once('exit', resolve))
          : undefined,
      ),
    );
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:scale — ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; ${connections} ` +
    `connections, ${seconds} s per round, through HAProxy; 4 reads and 1 write in turn`,
);
const rows = [];
for (const processes of counts) rows.push(await round(processes));
const table = [
  [
    'Processes',
    'req/s',
    'vs 1',
    'p50',
    'p99',
    'Errors/non-2xx',
    'CPU/request',
    'Cores busy',
    'Load before',
  ],
];
const single = rows.find((row) => row.processes === 1)?.rps;
for (const row of rows) {
  table.push([
    String(row.processes),
    row.rps.toFixed(0),
    single ? `${(row.rps / single).toFixed(2)}x` : '',
    `${row.p50} ms`,
    `${row.p99} ms`,
    String(row.failed),
    `${row.cpuPerRequest.toFixed(2)} ms`,
    row.coresBusy.toFixed(2),
    row.load.toFixed(1),
  ]);
}
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
for (const [index, line] of table.entries()) {
  console.log(
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`,
  );
  if (index === 0) console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
}
process.exit(rows.some((row) => row.failed > 0) ? 1 : 0);
