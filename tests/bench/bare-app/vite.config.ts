// The bare app bench:phone measures beside the club app: the same stack and versions, built
// the same way (file routes with automatic code splitting), with nothing of the club's own.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import path from 'node:path';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.join(here, 'src/routes'),
      generatedRouteTree: path.join(here, 'src/routeTree.gen.ts'),
    }),
    react(),
  ],
  css: { postcss: path.resolve(here, '../../../postcss.config.cjs') },
  build: { outDir: process.env.BARE_OUT_DIR ?? path.join(here, 'dist'), emptyOutDir: true },
  logLevel: 'warn',
});
