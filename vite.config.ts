import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './web-manifest.config.ts';
import { clientChunkGroups } from './scripts/client-chunks.ts';
import { firstReadsScript } from './scripts/first-reads-script.ts';
import { i18nMessages } from './scripts/i18n-messages.ts';
import { mantineCssVariables } from './scripts/mantine-css-variables.ts';
import { mantineButtons } from './scripts/mantine-buttons.ts';
import { mantineScrollRefs } from './scripts/mantine-scroll-refs.ts';
import { mantineStableIds } from './scripts/mantine-stable-ids.ts';
import { mantineUsedStyles } from './scripts/mantine-used-styles.ts';
import { screenFilesOnServer } from './scripts/screen-files-on-server.ts';

const serverPort = Number(process.env.PORT ?? 8080);

const screenFiles = screenFilesOnServer();

/** The chunk groups of libraries (scripts/client-chunks.ts), whose files keep their names. */
const LIBRARY_CHUNK = /^(react|tanstack|dexie|mantine(-[a-z]+)?|icons|drafts|rolldown-runtime)$/;

export default defineConfig({
  plugins: [
    // Every file route becomes its own chunk, loaded when the route is first visited.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes with its component: each reads through its feature's queries,
      // which the first screen of another route has no use for, and one file per route keeps
      // the entry's list of route files short (the loader and the screen are needed together).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/routeTree.gen.ts',
    }),
    react(),
    // The texts in the code are compiled, and each chunk gets its part of every catalog.
    i18nMessages(),
    mantineStableIds(),
    mantineScrollRefs(),
    mantineButtons(),
    mantineCssVariables(),
    mantineUsedStyles(),
    firstReadsScript(),
    screenFiles.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The member decides when to reload (the 'New version available' notice).
      registerType: 'prompt',
      // src/client/lib/pwa/register-sw.ts registers it, late and in production only.
      injectRegister: false,
      manifest: webManifest,
      // The icons are in public/ and matched by globPatterns already.
      includeManifestIcons: false,
      injectManifest: {
        // Every route chunk: a screen visited for the first time offline must still open.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The manifest's screenshots are for install dialogs, not for the app offline.
        // The Bangla font is fetched by the pages that show Bangla and kept then (sw/sw.ts).
        globIgnores: ['screenshots/**', 'assets/noto-sans-bengali-*'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // A classic worker: module service workers are not in every browser members use.
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: {
    alias: {
      // React 19 has the hook built in: TanStack's store takes the selector helper without the
      // shim for older React, which would otherwise ride in the first screen's React file.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  // The manifest lets tests/bench/bundle-size.mjs find what the first render needs.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps without a sourceMappingURL comment: the server does not serve them (static-client.ts).
    sourcemap: 'hidden',
    manifest: true,
    // A screen's files come from the server when a link to it is reached for.
    modulePreload: { resolveDependencies: screenFiles.resolveDependencies },
    rolldownOptions: {
      output: {
        // A screen loads a handful of files, not dozens: scripts/client-chunks.ts says how.
        codeSplitting: {
          groups: clientChunkGroups,
        },
        // The entry lists each route's files by name (1,900 names in 79 lists), so the app's
        // own chunks are named by their hash alone: a name would weigh on every first load.
        // The libraries' groups keep theirs, to be found in a listing of what a screen loads.
        chunkFileNames: (chunk) =>
          LIBRARY_CHUNK.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/ws': { target: `ws://localhost:${serverPort}`, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The files of a worker share one page and the libraries they import; each starts
          // with the app's own modules fresh and the page emptied (tests/helpers/setup-dom.ts).
          // A page and Mantine set up again for each of 116 files were two thirds of the run.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/setup-dom.ts'],
          // Component tests import Mantine, the icons and TanStack's libraries: each bundled
          // into one file once (esbuild) rather than hundreds of modules imported per test file.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/notifications',
                  '@tabler/icons-react',
                  '@tanstack/react-router',
                  '@tanstack/react-query',
                  'react',
                  'react/jsx-runtime',
                  'react-dom',
                  'react-hook-form',
                  'zod',
                ],
              },
            },
          },
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/helpers/pg-template.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database; scrypt is heavy, so keep to 2 cores.
          maxWorkers: 2,
          // The files of a worker share its loaded modules: each still builds its own app, but
          // the server's code is imported once per worker rather than once per file.
          isolate: false,
        },
      },
    ],
  },
});
