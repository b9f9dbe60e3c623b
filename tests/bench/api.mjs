/**
 * bench:api — requests per second and latency of the busiest API routes. Starts the built
 * server (tests/bench/app-under-load.mjs: production mode, fresh data directory, demo data, a
 * signed-in member) and loads each route with autocannon on loopback: 50 connections for
 * BENCH_SECONDS (default 10) each.
 *
 * The ceiling is a static JSON file of the same size as the product list reply, served by the
 * same server from the client directory it serves (its own copy, in the data directory): the
 * same process, hooks and headers, with no database and no JSON encoding. An API read reaching
 * half of it spends no more on its own work than the server spends on any reply.
 *
 * Targets on SQLite: reads at least half the ceiling's req/s, p99 under 50 ms, no errors and no
 * non-2xx replies. Misses are marked and make the run exit 1. The lists are read as a visitor,
 * whose replies the server serves again from memory for a moment; the same lists read by a
 * signed-in member, computed every time, are measured beside them without a target.
 *
 *   npm run bench:api                      # SQLite
 *   npm run bench:api -- --pg              # SQLite, then PostgreSQL (BENCH_DATABASE_URL)
 *   BENCH_SECONDS=5 npm run bench:api -- --port 8805 --connections 50
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { asNewWrite, cpuMs, startApp } from './app-under-load.mjs';

const DEFAULT_PG = 'postgres://club_test:club_test@127.0.0.1:5499/club_test';
const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    port: { type: 'string', default: '8805' },
    connections: { type: 'string', default: '50' },
  },
});
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(values.connections);
const pgUrl = process.env.BENCH_DATABASE_URL || (values.pg ? DEFAULT_PG : undefined);
const TARGET_SHARE = 0.5;
/** A route's first thousand replies cost twice the later ones (code not yet optimised). */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const TARGET_P99_MS = 50;

const bugBody = JSON.stringify({
  title: 'Map does not load',
  description: 'The ride map stays grey on a slow connection.',
  severity: 'LOW',
  steps: 'Open a ride, wait.',
});

function routes(app) {
  return [
    { name: 'static ceiling (same size)', path: '/bench-ceiling.json', ceiling: true },
    { name: 'GET /api/product', path: '/api/product', read: true },
    { name: 'GET /api/post (feed)', path: '/api/post', read: true },
    { name: 'GET /api/event (rides)', path: '/api/event', read: true },
    { name: 'GET /api/user/me', path: '/api/user/me', headers: app.member, read: true },
    // Beside the targets: the same lists for a signed-in member, computed for every request
    // where a visitor's are served again from memory (plugins/visitor-replies.ts).
    { name: 'GET /api/product (member)', path: '/api/product', headers: app.member, beside: true },
    { name: 'GET /api/post (member)', path: '/api/post', headers: app.member, beside: true },
    { name: 'GET /api/event (member)', path: '/api/event', headers: app.member, beside: true },
    {
      name: 'POST /api/bugs',
      path: '/api/bugs',
      method: 'POST',
      headers: app.memberWrite,
      body: bugBody,
      setupRequest: asNewWrite,
    },
  ];
}

/** autocannon calls setupRequest only on the entries of `requests`, once per request sent. */
function autocannonRequest(route) {
  const request = {
    method: route.method ?? 'GET',
    headers: route.headers ?? {},
    body: route.body,
  };
  return route.setupRequest
    ? { requests: [{ ...request, setupRequest: route.setupRequest }] }
    : request;
}

async function measure(app, route) {
  const cpuStart = await cpuMs(app.pid);
  const result = await autocannon({
    url: `${app.base}${route.path}`,
    ...autocannonRequest(route),
    connections,
    duration: seconds,
  });
  return {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    // Server CPU time per reply: unlike req/s, hardly moved by other work on the machine.
    cpuPerRequest: ((await cpuMs(app.pid)) - cpuStart) / Math.max(result.requests.total, 1),
  };
}

async function runOn(label, databaseUrl, port) {
  const app = await startApp({
    port,
    databaseUrl,
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [],
  });
  try {
    // The ceiling file is as large as the product list reply, byte for byte (a JSON string).
    const productList = await (await fetch(`${app.base}/api/product`)).text();
    const size = Buffer.byteLength(productList);
    await writeFile(path.join(app.clientDir, 'bench-ceiling.json'), `"${'x'.repeat(size - 2)}"`);
    const list = routes(app);
    // Warm each route up (code paths compiled, statements prepared) before measuring.
    for (const route of list) {
      await autocannon({
        url: `${app.base}${route.path}`,
        ...autocannonRequest(route),
        connections: 10,
        duration: WARM_UP_SECONDS,
      });
    }
    const load = os.loadavg()[0];
    const cpuStart = await cpuMs(app.pid);
    const rows = [];
    for (const route of list) rows.push(await measure(app, route));
    const cpu = (await cpuMs(app.pid)) - cpuStart;
    return { label, rows, load, cpu, productBytes: size };
  } finally {
    await app.stop();
  }
}

function print(run, strict) {
  const ceiling = run.rows.find((row) => row.route.ceiling).rps;
  console.log(
    `\n${run.label}: ${connections} connections, ${seconds} s per route; product list reply ` +
      `${run.productBytes} B; load average ${run.load.toFixed(1)} before the run; server CPU ` +
      `${(run.cpu / 1000).toFixed(1)} s`,
  );
  const table = [
    ['Route', 'req/s', 'p50', 'p99', 'Errors/non-2xx', 'Share of ceiling', 'CPU/reply', 'Target'],
  ];
  let missed = false;
  for (const row of run.rows) {
    const share = row.rps / ceiling;
    const misses = [];
    const targeted = !row.route.ceiling && !row.route.beside;
    if (row.route.read && share < TARGET_SHARE) misses.push(`< ${TARGET_SHARE * 100}%`);
    if (targeted && row.p99 >= TARGET_P99_MS) misses.push(`p99 >= ${TARGET_P99_MS}`);
    if (row.failed > 0) misses.push('errors');
    if (misses.length > 0 && strict) missed = true;
    table.push([
      row.route.name,
      row.rps.toFixed(0),
      `${row.p50} ms`,
      `${row.p99} ms`,
      String(row.failed),
      row.route.ceiling ? '100%' : `${(share * 100).toFixed(0)}%`,
      `${row.cpuPerRequest.toFixed(2)} ms`,
      misses.length > 0 ? `MISSED (${misses.join(', ')})` : targeted ? 'met' : '',
    ]);
  }
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  for (const [index, line] of table.entries()) {
    console.log(
      `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`,
    );
    if (index === 0) console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  }
  return missed;
}

async function main() {
  console.log(
    `bench:api — ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`,
  );
  const port = Number(values.port);
  const runs = [await runOn('SQLite', undefined, port)];
  if (pgUrl) runs.push(await runOn('PostgreSQL', pgUrl, port + 1));
  let missed = false;
  // The targets are set for SQLite; PostgreSQL's figures are reported beside them.
  for (const run of runs) missed = print(run, run.label === 'SQLite') || missed;
  if (missed) {
    console.log('\nA target was missed on SQLite.');
    process.exitCode = 1;
  }
}

await main();
