/**
 * The server `npm run lighthouse` audits (lighthouserc.json's startServerCommand): the built app
 * on a fresh demo database, behind HAProxy's HTTPS with HTTP/2 as a deployment is
 * (docs/deploy.md), like `bench:phone`. Over plain HTTP/1.1 the browser opens six connections
 * and a screen's 30 to 50 files wait their turn, which no rider behind HTTPS sees.
 *
 * Serves https://127.0.0.1:8791 (the app itself listens on 8790) and prints "Lighthouse server
 * ready" once both answer. Stops both when it is stopped.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { startTlsProxy } from './tls-proxy.mjs';

const APP_PORT = 8790;
const HTTPS_PORT = 8791;
const DATA_DIR = '.tmp/lighthouse-data';

await rm(DATA_DIR, { recursive: true, force: true });
const app = spawn('node', ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `https://127.0.0.1:${HTTPS_PORT}`,
    DATA_DIR,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const stopped = new Promise((resolve) => app.once('exit', resolve));

async function answers() {
  try {
    return (await fetch(`http://127.0.0.1:${APP_PORT}/api/health`)).ok;
  } catch {
    return false;
  }
}
let proxy;
try {
  for (let tries = 0; !(await answers()); tries++) {
    if (app.exitCode !== null || tries > 240) throw new Error('The app did not start.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  proxy = await startTlsProxy([{ front: HTTPS_PORT, back: APP_PORT }]);
} catch (error) {
  // No server left behind, HAProxy missing included.
  app.kill();
  throw error;
}
console.log(`Lighthouse server ready at https://127.0.0.1:${HTTPS_PORT}`);

async function stop() {
  await proxy.stop();
  app.kill();
  await stopped;
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
