// Bundles the server into dist/server (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/cli/user-grant.ts'],
  outdir: 'dist/server',
  outbase: 'src/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
