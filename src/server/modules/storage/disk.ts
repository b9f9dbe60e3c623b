/**
 * The scratch copy of a library upload: streamed to DATA_DIR/storage/<uuid>.part first,
 * checked there (its first bytes sniffed, a picture read whole to re-encode), then handed to
 * the file store (videos, audio) or turned into a picture and dropped. With the store on disk
 * the hand-over is a rename into DATA_DIR/storage/<uuid>.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { streamToPartial } from '../../lib/uploads';

export const storageDir = (dataDir: string) => path.join(dataDir, 'storage');

export interface Received {
  /** The random name the bytes will keep if they stay. */
  fileId: string;
  partial: string;
  size: number;
}

export async function receive(dataDir: string, source: Readable): Promise<Received> {
  await mkdir(storageDir(dataDir), { recursive: true });
  const fileId = randomUUID();
  const partial = path.join(storageDir(dataDir), `${fileId}.part`);
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
export const discard = (file: string) => rm(file, { force: true });
