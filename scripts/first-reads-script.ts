/**
 * Builds src/client/boot/start-first-reads.ts into /first-reads.js, a small classic script the
 * page runs before the app: it asks for the opened screen's first replies while the app's own
 * code is still on its way. A script apart from the app's chunks, as it must run before them;
 * served uncached (static-client.ts) and precached by the service worker. The plugin that makes
 * the file also writes its tag into the page, where index.html marks it: a script tag there
 * would be taken by Vite for one of its own to bundle, and this file is none of them.
 */
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = 'src/client/boot/start-first-reads.ts';
export const FIRST_READS_SCRIPT = 'first-reads.js';
/** Where index.html wants the script's tag. */
const FIRST_READS_MARK = '<!-- first-reads.js -->';

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
    // Runs after Vite has read the page's own scripts: the tag takes the place index.html
    // marks for it, early in the head, so the replies are asked for before the app's files.
    transformIndexHtml(html) {
      if (!html.includes(FIRST_READS_MARK)) {
        throw new Error(`index.html has no ${FIRST_READS_MARK} for /${FIRST_READS_SCRIPT}`);
      }
      return html.replace(FIRST_READS_MARK, `<script async src="/${FIRST_READS_SCRIPT}"></script>`);
    },
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
