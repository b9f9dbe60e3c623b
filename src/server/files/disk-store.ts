/**
 * Files in DATA_DIR, as the folders always held them: a key is a path under it. A write goes
 * to `<key>.part` and is renamed once complete, so a reader never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sweepPartials } from '../lib/uploads';
import {
  checkKey,
  checkPrefix,
  type ByteRange,
  type FileStore,
  type StoredFile,
  type WriteOptions,
} from './store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class DiskStore implements FileStore {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  private place(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async write(key: string, source: Readable, options: WriteOptions = {}): Promise<number> {
    const target = this.place(key);
    await mkdir(path.dirname(target), { recursive: true });
    // A source destroyed while the folder was made (an upload's body that ended before its
    // closing boundary) would never end a pipe from it: refuse it before a `.part` file opens.
    if (source.destroyed && !source.readableEnded) {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    }
    const partial = `${target}.part`;
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
      options.beforeCommit?.();
      const { size } = await stat(partial);
      await rename(partial, target);
      return size;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async adopt(key: string, localPath: string): Promise<number> {
    const target = this.place(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Scratch files live in DATA_DIR too: a rename, no byte copied.
    await rename(localPath, target);
    return (await stat(target)).size;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.place(key);
    try {
      await stat(file);
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
    return createReadStream(file, range);
  }

  async readAll(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.place(key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.place(key));
      return info.isFile() ? { key, size: info.size } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  /**
   * A hard link where the disk can make one: stored files never change and each key's removal
   * drops only its own link, so the bytes stay while either key names them.
   */
  async copy(fromKey: string, toKey: string): Promise<void> {
    const from = this.place(fromKey);
    const to = this.place(toKey);
    await mkdir(path.dirname(to), { recursive: true });
    await link(from, to).catch(async () => {
      // Copied beside its place, then renamed, so no half copy is ever visible.
      const partial = `${to}.${randomBytes(4).toString('hex')}.part`;
      try {
        await copyFile(from, partial);
        await rename(partial, to);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    });
  }

  async remove(key: string): Promise<void> {
    await rm(this.place(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    checkPrefix(prefix);
    if (prefix.endsWith('/')) {
      await rm(path.join(this.root, ...prefix.split('/').filter(Boolean)), {
        recursive: true,
        force: true,
      });
      return;
    }
    for await (const file of this.list(prefix)) await this.remove(file.key);
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    checkPrefix(prefix);
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const dir = path.join(this.root, ...folder.split('/').filter(Boolean));
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true, recursive: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    const keys = entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
      .map((entry) =>
        path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .filter((key) => key.startsWith(prefix))
      .sort();
    for (const key of keys) {
      const found = await this.stat(key).catch(() => null);
      if (found) yield found;
    }
  }

  async sweepPartials(prefix: string, olderThanMs: number): Promise<number> {
    checkPrefix(prefix);
    return sweepPartials(path.join(this.root, ...prefix.split('/').filter(Boolean)), olderThanMs);
  }

  async close(): Promise<void> {}
}
