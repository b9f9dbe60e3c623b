/**
 * The real server as a child process (`node main.js`, as `npm run serve` runs it), for tests of
 * what only a whole process shows: a SIGKILL mid-write, a restart on the same data, a backup
 * taken while it serves. The server is bundled with esbuild the way scripts/build-server.mjs
 * does, into node_modules/.cache so its packages resolve, because `npm test` runs the server
 * tests before the build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerBundle {
  main: string;
  remove(): Promise<void>;
}

/** `into`: the folder for main.js, inside the repository so that its packages resolve. */
export async function bundleServer(into?: string): Promise<ServerBundle> {
  // One folder per bundle: two test files may bundle at the same time.
  const outdir =
    into ??
    path.join(ROOT, 'node_modules/.cache/club-server-process', randomBytes(4).toString('hex'));
  await build({
    entryPoints: [path.join(ROOT, 'src/server/main.ts')],
    outdir,
    outbase: path.join(ROOT, 'src/server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return {
    main: path.join(outdir, 'main.js'),
    remove: () => rm(outdir, { recursive: true, force: true }),
  };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free port of the range these tests may use. */
export async function freePort(from = 8881, to = 8889): Promise<number> {
  for (let port = from; port <= to; port++) if (await portIsFree(port)) return port;
  throw new Error(`No free port in ${from}-${to}.`);
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr and stdout, for a failure's message. */
  output(): string;
  /** Resolves once the process has exited, however it ended. */
  exited: Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServerProcess(
  bundle: ServerBundle,
  options: { port: number; dataDir: string; env?: Record<string, string>; cwd?: string },
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [bundle.main], {
    cwd: options.cwd ?? ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      CLIENT_DIR: path.join(options.dataDir, 'no-client'),
      SEED_DEMO: '0',
      // Members made by the test sign up at a test cost (see server-app.ts).
      PASSWORD_COST: 'low',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let gone = false;
  void exited.then(() => (gone = true));

  const server: ServerProcess = {
    url,
    child,
    output: () => log,
    exited,
    async kill(signal) {
      if (!gone) child.kill(signal);
      await exited;
    },
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`The server exited while starting:\n${log}`);
    try {
      const reply = await fetch(`${url}/api/health`);
      if (reply.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 60 s:\n${log}`);
    }
    await sleep(100);
  }
}
