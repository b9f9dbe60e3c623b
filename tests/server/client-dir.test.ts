/**
 * The built server finds the built client beside its own file (dist/client next to
 * dist/server/main.js), whatever folder it is started from, and refuses to start, saying why,
 * when the client is not there: it used to serve the API alone and a 404 for every page.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleServer,
  freePort,
  startServerProcess,
  type ServerBundle,
} from '../helpers/server-process';

const ROOT = path.resolve(import.meta.dirname, '../..');
// A layout like dist/: <build>/server/main.js, and <build>/client once a test writes it.
const build = path.join(
  ROOT,
  'node_modules/.cache/club-client-dir',
  randomBytes(4).toString('hex'),
);
let bundle: ServerBundle;
let elsewhere: string;

beforeAll(async () => {
  bundle = await bundleServer(path.join(build, 'server'));
  elsewhere = await mkdtemp(path.join(os.tmpdir(), 'club-elsewhere-'));
}, 60_000);

afterAll(async () => {
  await rm(build, { recursive: true, force: true });
  await rm(elsewhere, { recursive: true, force: true });
});

describe('the built client', { timeout: 60_000 }, () => {
  it('missing: the server stops at once and says where it looked', async () => {
    const child = spawn(process.execPath, [bundle.main], {
      cwd: elsewhere,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(elsewhere, 'data-1') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(path.join(build, 'client', 'index.html'));
    expect(stderr).toContain('npm run build');
  });

  it('beside the server: served when the server is started from another folder', async () => {
    await mkdir(path.join(build, 'client'), { recursive: true });
    await writeFile(
      path.join(build, 'client', 'index.html'),
      '<!doctype html><title>club shell</title>',
    );
    const server = await startServerProcess(bundle, {
      port: await freePort(),
      dataDir: path.join(elsewhere, 'data-2'),
      cwd: elsewhere,
      // Unset: the server looks beside its own file, not in the folder it was started from.
      env: { CLIENT_DIR: '' },
    });
    try {
      const page = await fetch(`${server.url}/events`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('club shell');
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
