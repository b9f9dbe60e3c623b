/**
 * bench:soak — the app under a steady mixed load for a long time: does it leak memory or slow
 * down? Starts the built server like bench:api (tests/bench/app-under-load.mjs) and has
 * autocannon send SOAK_RATE requests a second (default 100) over 10 connections, each
 * connection cycling through the product list, the feed, the ride list, the signed-in member
 * and a bug report (a fresh Idempotency-Key each), for SOAK_SECONDS (default 600).
 *
 * The run is cut into windows (a minute each, or a sixth of a shorter run); after each the
 * server's resident memory is read from /proc/<pid>/status and the window's latency printed.
 * The first window is the warm-up. Fails (exit 1) on:
 * - any error, timeout or non-2xx reply;
 * - resident memory growing by more than SOAK_MAX_GROWTH_MB (default 64) from the end of the
 *   warm-up to the end of the run;
 * - a window's p99 more than SOAK_MAX_P99_FACTOR (default 3) times the first window after the
 *   warm-up (taken as at least 10 ms, so a 2 ms p99 may grow to 30 ms on a busy machine).
 *
 *   npm run bench:soak
 *   SOAK_SECONDS=60 npm run bench:soak -- --port 8807
 *   npm run bench:soak -- --pg          # on a fresh PostgreSQL database (BENCH_DATABASE_URL)
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { asNewWrite, cpuMs, rssMb, startApp } from './app-under-load.mjs';

const DEFAULT_PG = 'postgres://club_test:club_test@127.0.0.1:5499/club_test';
const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    port: { type: 'string', default: '8807' },
  },
});
const totalSeconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 100);
const maxGrowthMb = Number(process.env.SOAK_MAX_GROWTH_MB ?? 64);
const maxP99Factor = Number(process.env.SOAK_MAX_P99_FACTOR ?? 3);
const P99_FLOOR_MS = 10;
const CONNECTIONS = 10;
const windowSeconds = Math.max(5, Math.min(60, Math.round(totalSeconds / 6)));
const windows = Math.max(3, Math.round(totalSeconds / windowSeconds));
const databaseUrl = process.env.BENCH_DATABASE_URL || (values.pg ? DEFAULT_PG : undefined);

function mixedRequests(app) {
  return [
    { method: 'GET', path: '/api/product' },
    { method: 'GET', path: '/api/post' },
    { method: 'GET', path: '/api/event' },
    { method: 'GET', path: '/api/user/me', headers: app.member },
    {
      method: 'POST',
      path: '/api/bugs',
      headers: app.memberWrite,
      body: JSON.stringify({
        title: 'Ride list jumps',
        description: 'The list scrolls back to the top after a refresh.',
        severity: 'MEDIUM',
        steps: 'Open rides, pull to refresh.',
      }),
      setupRequest: asNewWrite,
    },
  ];
}

async function main() {
  const app = await startApp({
    port: Number(values.port),
    databaseUrl,
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [],
  });
  const failures = [];
  try {
    console.log(
      `bench:soak — ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${rate} req/s over ` +
        `${CONNECTIONS} connections, ${windows} windows of ${windowSeconds} s; ` +
        `${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} before the run`,
    );
    console.log('| Window | req/s | p50 | p99 | max | Errors/non-2xx | RSS | Server CPU |');
    console.log('| ------ | ----- | --- | --- | --- | -------------- | --- | ---------- |');
    const requests = mixedRequests(app);
    const samples = [];
    for (let index = 0; index < windows; index++) {
      const cpuStart = await cpuMs(app.pid);
      const result = await autocannon({
        url: app.base,
        requests,
        connections: CONNECTIONS,
        overallRate: rate,
        duration: windowSeconds,
      });
      const sample = {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        failed: result.errors + result.timeouts + result.non2xx,
        rss: await rssMb(app.pid),
        cpu: ((await cpuMs(app.pid)) - cpuStart) / (windowSeconds * 1000),
      };
      samples.push(sample);
      console.log(
        `| ${index === 0 ? `${index + 1} (warm-up)` : index + 1} | ${sample.rps.toFixed(0)} | ` +
          `${sample.p50} ms | ${sample.p99} ms | ${sample.max} ms | ${sample.failed} | ` +
          `${sample.rss.toFixed(1)} MB | ${(sample.cpu * 100).toFixed(0)}% |`,
      );
      if (sample.failed > 0) failures.push(`window ${index + 1}: ${sample.failed} failed requests`);
    }

    const warm = samples[0];
    const growth = samples.at(-1).rss - warm.rss;
    console.log(
      `\nRSS after warm-up ${warm.rss.toFixed(1)} MB, at the end ${samples.at(-1).rss.toFixed(1)} MB ` +
        `(${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB; bound ${maxGrowthMb} MB)`,
    );
    if (growth > maxGrowthMb) failures.push(`memory grew by ${growth.toFixed(1)} MB`);
    const baseline = Math.max(samples[1].p99, P99_FLOOR_MS);
    for (const [index, sample] of samples.entries()) {
      if (index > 1 && sample.p99 > baseline * maxP99Factor) {
        failures.push(
          `window ${index + 1}: p99 ${sample.p99} ms > ${maxP99Factor} × ${baseline} ms`,
        );
      }
    }
  } finally {
    await app.stop();
  }
  if (failures.length > 0) {
    console.log(`\nFAILED:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else console.log('\nNo errors, no growth beyond the bounds.');
}

await main();
