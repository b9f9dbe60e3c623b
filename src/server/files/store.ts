/**
 * Where the bytes of pictures, library files, shared files and earlier releases' app files
 * live, behind one interface: the data directory (one machine), PostgreSQL (several processes
 * on one database) or an S3-compatible bucket. A key is a relative path,
 * `media/<uuid>/<width>.webp`, `storage/<uuid>`, `tempfiles/<id>`, `releases/<hashed name>`:
 * on disk it is the file's place under DATA_DIR, so the layout there is the one the folders
 * always had.
 */
import type { Readable } from 'node:stream';

export type FileStoreKind = 'disk' | 'postgres' | 's3';

/** Bytes `start`..`end` of a file, `end` inclusive as in Content-Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  key: string;
  size: number;
}

export interface WriteOptions {
  /**
   * Runs once every byte is in and before the file is visible under its key; throwing keeps
   * nothing (an upload cut at its size limit arrives "whole" but flagged).
   */
  beforeCommit?: () => void;
}

export interface FileStore {
  readonly kind: FileStoreKind;
  /**
   * Streams `source` under `key` and answers its size. The bytes never sit whole in memory; a
   * failed or aborted write leaves nothing, and a reader sees either the old file or the new.
   */
  write(key: string, source: Readable, options?: WriteOptions): Promise<number>;
  /** Takes a finished local file in under `key` (moved on disk, copied elsewhere, then removed). */
  adopt(key: string, localPath: string): Promise<number>;
  /** The file, or the bytes of `range`; null when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** A small file whole (a picture at one width); null when there is none. */
  readAll(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredFile | null>;
  /** The same bytes under a second key; either can be removed without the other. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Removes the file if it is there. */
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (a picture's widths: `media/<uuid>/`). */
  removePrefix(prefix: string): Promise<void>;
  /** Every finished file whose key starts with `prefix`, in key order. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /**
   * Removes what writes a crash or a kill cut off, untouched for `olderThanMs`, under `prefix`
   * where the back-end keeps them by key; answers how many went.
   */
  sweepPartials(prefix: string, olderThanMs: number): Promise<number>;
  close(): Promise<void>;
}

const KEY = /^[a-z]+\/[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/**
 * Keys come from the server (random ids and widths), never from a request as they are; still,
 * one that could climb out of its folder on disk, or end like a write under way, is refused.
 */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.endsWith('.part')) {
    throw new Error(`Not a file key: ${key}`);
  }
  return key;
}

export function checkPrefix(prefix: string): string {
  if (!/^[a-z]+\/[A-Za-z0-9_./-]*$/.test(prefix) || prefix.includes('..')) {
    throw new Error(`Not a key prefix: ${prefix}`);
  }
  return prefix;
}

/** The keys each module keeps its files under. */
export const FILE_KEYS = {
  picture: (mediaId: string, width: number) => `media/${mediaId}/${width}.webp`,
  pictureFolder: (mediaId: string) => `media/${mediaId}/`,
  libraryFile: (fileId: string) => `storage/${fileId}`,
  sharedFile: (id: string) => `tempfiles/${id}`,
  /** A hashed file of the built app, kept for tabs of earlier releases (releases/archive.ts). */
  releaseAsset: (name: string) => `releases/${name}`,
} as const;

/** The folders of DATA_DIR that hold files, as key prefixes. */
export const FILE_PREFIXES = ['media/', 'storage/', 'tempfiles/', 'releases/'] as const;
