/**
 * One app server for bench:live, in a process of its own (so its CPU time can be read and
 * several can run side by side): the real app with its own limits, TRUST_PROXY=1 (each rider's
 * socket and requests carry an X-Forwarded-For address of their own, as behind the club's
 * proxy), on SQLite in DATA_DIR or on DATABASE_URL. With BENCH_RIDERS=N it first makes N
 * members and a signed-in session for each directly in the database (signing 2,000 members up
 * through the API would measure password hashing, not ride day); the ride, the RSVPs and the
 * sharing switches go through the API (live.mjs). Reports { port, pid, tokens: [{id, token}] }
 * to its parent over IPC; stops on SIGTERM.
 */
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { benchMember } from './bench-member';

const dataDir = process.env.DATA_DIR!;
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  PORT: process.env.PORT!,
  HOST: '127.0.0.1',
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '1',
  CLIENT_DIR: path.join(dataDir, 'no-client'),
});
const app = await buildApp({ config });
await app.listen({ port: config.port, host: config.host });

const riders = Number(process.env.BENCH_RIDERS ?? 0);
const tokens: { id: number; token: string }[] = [];
for (let index = 0; index < riders; index++) {
  tokens.push(await benchMember(app, config, `live_rider_${index}`, `Live Rider ${index}`));
}

process.send?.({ port: config.port, pid: process.pid, tokens });
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
