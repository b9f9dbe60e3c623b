/** Starts the server: the only place that listens. Stops cleanly on SIGTERM and SIGINT. */
import { loadConfig } from './config';
import { buildApp } from './app';
import { seedDemoData } from './seed/demo';

const config = loadConfig();
const app = await buildApp({ config });
await seedDemoData(app);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
