/**
 * The app server for bench:chat, in a process of its own so its memory can be read: the real
 * app on a SQLite DATA_DIR, with the SEND limits lifted (the benchmark's one sender sends far
 * more than a member may) and the cap on sockets per address too (its 1000 readers share one
 * address), and a signed-in sender made directly in the database. Reports { port, token, pid } to its parent over IPC, and its memory when asked;
 * stops on SIGTERM.
 */
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { benchMember } from './bench-member';

const dataDir = process.env.DATA_DIR!;
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: process.env.PORT ?? '8891',
  HOST: '127.0.0.1',
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  CLIENT_DIR: path.join(dataDir, 'no-client'),
});
const app = await buildApp({
  config,
  realtime: {
    sendsPerWindow: 1_000_000,
    memberSendsPerWindow: 1_000_000,
    socketsPerAddress: 1_000_000,
    ...(process.env.BENCH_FLUSH_MS ? { flushIntervalMs: Number(process.env.BENCH_FLUSH_MS) } : {}),
  },
});
await app.listen({ port: config.port, host: config.host });

const { token } = await benchMember(app, config, 'bench_sender', 'Bench Sender');

process.send?.({ port: config.port, token, pid: process.pid });
// Memory as the bench reads it: after a full collection (run with --expose-gc), so garbage
// left by earlier work does not count for or against the connections.
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ type: 'memory', ...process.memoryUsage() });
});
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
