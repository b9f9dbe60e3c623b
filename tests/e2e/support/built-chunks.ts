/**
 * Where the build put a source file's code, read from Vite's manifest of the build the tests
 * run against: several chunks share a name (each feature has an `outbox-send`), so a test that
 * holds back one chunk names it by its source.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../../dist/client');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const readManifest = () =>
  JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

/** The address path of the chunk built from `source` (a path from the repository's root). */
export function builtChunkOf(source: string): string {
  const manifest = readManifest();
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return `/${chunk.file}`;
}

/**
 * The address paths of the files a route file's screen needs that the entry does not bring: its
 * chunks (`?tsr-split=…`) and everything they import, as the build's manifest says.
 */
export function builtScreenFilesOf(routeFile: string): string[] {
  const manifest = readManifest();
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const screen = closure(
    Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`)),
  );
  if (screen.size === 0) throw new Error(`${routeFile} is not a route in the build's manifest`);
  return [...screen].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file}`);
}
