/**
 * Where the build put a source file's code, read from Vite's manifest of the build the tests
 * run against: several chunks share a name (each feature has an `outbox-send`), so a test that
 * holds back one chunk names it by its source.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../../dist/client');

/** The address path of the chunk built from `source` (a path from the repository's root). */
export function builtChunkOf(source: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return `/${chunk.file}`;
}
