/**
 * Starts the server: the only place that listens. Stops cleanly on SIGTERM and SIGINT: says
 * "not ready" for DRAIN_SECONDS, then finishes its requests and closes (plugins/draining.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, secretSourcesLine } from './config';
import { buildApp } from './app';
import { seedDemoData } from './seed/demo';

const config = loadConfig();
const clientBuilt = existsSync(path.join(config.clientDir, 'index.html'));
// From the TypeScript source (npm run dev) Vite serves the app; the server serves the API.
const fromSource = import.meta.url.endsWith('.ts');
if (!clientBuilt && !config.clientDirGiven && !fromSource) {
  // Said before any logger exists, and to stderr: nothing may swallow why the server stopped.
  console.error(
    `The built app is missing: ${path.join(config.clientDir, 'index.html')} does not exist.\n` +
      'Run `npm run build` first, or set CLIENT_DIR to the folder of the built client.',
  );
  process.exit(1);
}

const app = await buildApp({ config });
// A restore or a new machine is checked against this: are the live keys the expected ones?
app.log.info({ secrets: config.secretSources }, secretSourcesLine(config.secretSources));
if (config.passwordCost === 'low') {
  app.log.warn('PASSWORD_COST=low: passwords are hashed at a test cost. Never for members.');
}
if (!clientBuilt && config.clientDirGiven) {
  app.log.error(`CLIENT_DIR ${config.clientDir} holds no index.html: only the API is served.`);
}
await seedDemoData(app);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainSeconds: config.drainSeconds }, 'shutting down');
    // Not ready from now on: a load balancer stops sending new work during the drain time.
    app.startDraining();
    const drainMs = config.drainSeconds * 1000;
    const forced = setTimeout(() => process.exit(1), drainMs + 10_000);
    forced.unref();
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.port, host: config.host });
// Once the port is open: keeping this build's files for tabs that will outlive it never holds
// up the first request (plugins/release-archive.ts).
void app.releaseArchive?.start();
