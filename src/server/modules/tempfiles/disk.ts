/**
 * The bytes of shared files, at DATA_DIR/tempfiles/<id>. An upload is streamed to
 * `<id>.part` and renamed once complete, so a reader never sees half a file and a cut-off
 * upload leaves nothing under a link's name.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
  try {
    await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
    // Busboy ends a file cut at the size limit as if it were whole, flagging it truncated.
    if ((source as Readable & { truncated?: boolean }).truncated) {
      throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    }
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(target)).size;
}

export function openTempFile(dataDir: string, id: string): Readable {
  return createReadStream(tempFilePath(dataDir, id));
}

export async function removeTempFile(dataDir: string, id: string): Promise<void> {
  await rm(tempFilePath(dataDir, id), { force: true });
}
