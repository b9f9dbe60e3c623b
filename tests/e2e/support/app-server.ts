/**
 * Runs the BUILT server (dist/server/main.js) as a child process, as `npm run serve` would, so
 * the browser tests exercise what ships: the bundled server serving the built client.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface AppServer {
  /** The database dialect the server reports on /api/health. */
  database: string | undefined;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  root: string;
  serverMain: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  startTimeoutMs?: number;
}

export function assertBuilt(root: string): void {
  for (const file of ['dist/server/main.js', 'dist/client/index.html']) {
    if (!existsSync(path.join(root, file)))
      throw new Error(`${file} is missing. Run npm run build first.`);
  }
}

/**
 * Copies dist/ for this run, so a `npm run build` started meanwhile (it empties dist/client
 * first) cannot pull the files from under the running server. The copy stays inside the repo
 * (test-results/, ignored by git, lint and prettier) so the bundle still finds node_modules.
 */
export function snapshotBuild(
  root: string,
  into: string,
): { serverMain: string; clientDir: string } {
  rmSync(into, { recursive: true, force: true });
  cpSync(path.join(root, 'dist'), into, { recursive: true });
  const clientDir = path.join(into, 'client');
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  for (const [, asset] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (asset && !existsSync(path.join(clientDir, asset)))
      throw new Error(`dist/ was being rebuilt (${asset} is missing). Run npm run build again.`);
  }
  return { serverMain: path.join(into, 'server', 'main.js'), clientDir };
}

/** A server left over from an earlier run would answer the health check and fool the tests. */
export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `Port ${port} for the ${what} is in use (${error.code}). Stop what holds it or set ${envName}.`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function tail(file: string, lines = 30): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  log: string,
): Promise<{ database?: string }> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${tail(log)}`,
      );
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as { database?: string };
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError}):\n${tail(log)}`);
}

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const { root, serverMain, port, env, logFile, startTimeoutMs = 60_000 } = options;
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // main.ts forces its own exit after 10 s; past that something is stuck for good.
      const timer = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), 15_000),
      );
      if ((await Promise.race([exited(child), timer])) === 'timeout') {
        child.kill('SIGKILL');
        await exited(child);
        throw new Error(`The server ignored SIGTERM for 15 s and was killed; see ${logFile}`);
      }
      if (child.exitCode !== 0)
        console.warn(`The e2e server exited with ${child.exitCode} on SIGTERM; see ${logFile}`);
    }
    log.end();
  };
  try {
    const health = await waitForHealth(
      `http://127.0.0.1:${port}/api/health`,
      child,
      startTimeoutMs,
      logFile,
    );
    return { database: health.database, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
