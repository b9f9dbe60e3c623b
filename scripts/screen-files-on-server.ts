/**
 * For each screen the entry can load, Vite's preload helper writes into the entry every file
 * that screen needs, so that a first visit fetches them in parallel rather than one import
 * level after another: 1,736 names for the screens alone, 2.5 KB gzip that every first screen
 * loaded.
 * The server knows the same from the build's manifest (src/server/lib/route-preloads.ts) and
 * hands it over when a link is reached for (src/client/lib/pwa/screen-files.ts), so the lists
 * of the screens' own chunks are left out. Other late parts (menus, notices) keep theirs.
 */
import type { Plugin } from 'vite';

/** A route's chunk, split by TanStack Router's plugin (`…/routes/x.tsx?tsr-split=component`). */
const SCREEN_CHUNK = /\?tsr-split=/;

export function screenFilesOnServer() {
  const screenChunks = new Set<string>();
  let known = false;
  const plugin: Plugin = {
    name: 'club-screen-files-on-server',
    apply: 'build',
    // Runs before Vite's own import analysis writes the lists (a plugin of Vite's last stage).
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && SCREEN_CHUNK.test(chunk.facadeModuleId ?? '')) {
          screenChunks.add(chunk.fileName);
        }
      }
      known = true;
    },
  };
  /** `build.modulePreload.resolveDependencies`: nothing listed for a screen's chunk. */
  const resolveDependencies = (filename: string, deps: string[]): string[] => {
    if (!known) throw new Error('The screens of the build are not known yet');
    return screenChunks.has(filename) ? [] : deps;
  };
  return { plugin, resolveDependencies };
}
