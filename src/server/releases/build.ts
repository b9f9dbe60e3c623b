/** The release a built client is: its id and its hashed files. */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { assetType } from './assets';

export interface ClientBuild {
  /** The same for every process of one build, different when any hashed file differs. */
  id: string;
  /** Where the hashed files are on disk. */
  assetsDir: string;
  /** The hashed files' names, sorted. */
  assets: string[];
}

/**
 * Reads the build in `clientDir`. The id is a hash over the sorted hashed file names: each
 * name carries a hash of its content, so two builds with the same names serve the same bytes,
 * and a build made again from the same source is the same release.
 */
export async function readClientBuild(clientDir: string): Promise<ClientBuild> {
  const assetsDir = path.join(clientDir, 'assets');
  const entries = await readdir(assetsDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const assets = entries
    .filter((entry) => entry.isFile() && assetType(entry.name) !== undefined)
    .map((entry) => entry.name)
    .sort();
  const id = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
  return { id, assetsDir, assets };
}
