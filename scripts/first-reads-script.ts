/**
 * Builds src/client/boot/start-first-reads.ts into /first-reads.js, a small classic script the
 * page runs before the app (index.html): it asks for the opened screen's first replies while
 * the app's own code is still on its way. A script apart from the app's chunks, as it must run
 * before them; served uncached (static-client.ts) and precached by the service worker.
 */
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = 'src/client/boot/start-first-reads.ts';
export const FIRST_READS_SCRIPT = 'first-reads.js';

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2020',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

export function firstReadsScript(): Plugin {
  return {
    name: 'club-first-reads-script',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: FIRST_READS_SCRIPT, source: await bundle() });
    },
    configureServer(server) {
      server.middlewares.use(`/${FIRST_READS_SCRIPT}`, (_request, response) => {
        void bundle().then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        });
      });
    },
  };
}
