/**
 * Bytes of library uploads: each is streamed to DATA_DIR/storage/<uuid>.part first, checked,
 * then renamed to its place (videos, audio) or turned into a picture and dropped.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { streamToPartial } from '../../lib/uploads';

export const storageDir = (dataDir: string) => path.join(dataDir, 'storage');
export const storedPath = (dataDir: string, fileId: string) =>
  path.join(storageDir(dataDir), fileId);

export interface Received {
  /** The random name the bytes will keep if they stay. */
  fileId: string;
  partial: string;
  size: number;
}

export async function receive(dataDir: string, source: Readable): Promise<Received> {
  await mkdir(storageDir(dataDir), { recursive: true });
  const fileId = randomUUID();
  const partial = `${storedPath(dataDir, fileId)}.part`;
  return { fileId, partial, size: await streamToPartial(source, partial) };
}

export async function headOf(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export const readWhole = (file: string) => readFile(file);
export const keep = (dataDir: string, received: Received) =>
  rename(received.partial, storedPath(dataDir, received.fileId));
export const discard = (file: string) => rm(file, { force: true });
/** Streams the stored file, or the bytes `start`..`end` (inclusive) of it. */
export const openStored = (
  dataDir: string,
  fileId: string,
  range?: { start: number; end: number },
) => createReadStream(storedPath(dataDir, fileId), range);
