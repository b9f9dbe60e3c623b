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
import { createSession } from '../../src/server/lib/sessions';

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

const now = new Date().toISOString();
const { id } = await app.db
  .insertInto('users')
  .values({
    username: 'bench_sender',
    username_key: 'bench_sender',
    email: 'bench_sender@riders.example',
    full_name: 'Bench Sender',
    contact: '01712345678',
    address: '12 Lake Road, Dhanmondi, Dhaka',
    dob: '1995-04-12',
    gender: 'NOT_SPECIFIED',
    // Never used to sign in: the session below is made directly.
    password_hash: '!',
    account_status: 'active',
    can_manage_users: 0,
    can_delete_posts: 0,
    payment_method: null,
    profile_picture_id: null,
    cover_picture_id: null,
    created_at: now,
    last_login: null,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const token = await createSession(app.db, config, id, 'bench');

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
