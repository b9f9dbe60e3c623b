/**
 * The bytes of shared files, at DATA_DIR/tempfiles/<id>. An upload is streamed to
 * `<id>.part` and renamed once complete, so a reader never sees half a file and a cut-off
 * upload leaves nothing under a link's name.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { streamToPartial } from '../../lib/uploads';

export function tempFilesDir(dataDir: string): string {
  return path.join(dataDir, 'tempfiles');
}

export function tempFilePath(dataDir: string, id: string): string {
  return path.join(tempFilesDir(dataDir), id);
}

/** Writes the stream to the file's place; on any failure nothing is left behind. */
export async function writeTempFile(dataDir: string, id: string, source: Readable) {
  await mkdir(tempFilesDir(dataDir), { recursive: true });
  const target = tempFilePath(dataDir, id);
  const partial = `${target}.part`;
  const size = await streamToPartial(source, partial);
  try {
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return size;
}

export function openTempFile(dataDir: string, id: string): Readable {
  return createReadStream(tempFilePath(dataDir, id));
}

export async function removeTempFile(dataDir: string, id: string): Promise<void> {
  await rm(tempFilePath(dataDir, id), { force: true });
}
