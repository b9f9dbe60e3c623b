/**
 * Files in the database, so every server process on one PostgreSQL reads what any of them
 * wrote. A file is cut into pieces of CHUNK_BYTES (`file_chunks`), streamed in and out one
 * piece at a time, and named in `stored_files` only once every piece is in: a reader never
 * finds half a file, and a write that fails removes its pieces (a crash's are swept). A range
 * read fetches only the pieces that hold the range. Written with Kysely alone, so it runs on
 * SQLite too, though there the app keeps files on disk.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  checkKey,
  checkPrefix,
  type ByteRange,
  type FileStore,
  type StoredFile,
  type WriteOptions,
} from './store';

/** Big enough that a 3 MB photo is a dozen rows, small enough to hold a few per request. */
export const CHUNK_BYTES = 256 * 1024;
/** Pieces a write leaves this long without a row belong to no write still running. */
const ORPHAN_MIN_AGE_MS = 10 * 60_000;
const LIST_PAGE = 500;

type Db = Kysely<Database>;

/** Exact prefix match on both dialects (LIKE is case-blind on SQLite and `_` is a wildcard). */
const startsWith = (prefix: string) => sql<boolean>`substr(key, 1, ${prefix.length}) = ${prefix}`;

export class PostgresStore implements FileStore {
  readonly kind = 'postgres' as const;

  constructor(
    private readonly db: Db,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  private async putPiece(uploadId: string, seq: number, bytes: Buffer): Promise<void> {
    await this.db
      .insertInto('file_chunks')
      .values({ upload_id: uploadId, seq, bytes, written_at: new Date().toISOString() })
      .execute();
  }

  async write(key: string, source: Readable, options: WriteOptions = {}): Promise<number> {
    checkKey(key);
    const uploadId = randomUUID();
    let size = 0;
    let seq = 0;
    let held: Buffer[] = [];
    let heldBytes = 0;
    try {
      for await (const data of source as AsyncIterable<Buffer | string>) {
        const buffer = typeof data === 'string' ? Buffer.from(data) : data;
        held.push(buffer);
        heldBytes += buffer.length;
        size += buffer.length;
        while (heldBytes >= this.chunkBytes) {
          const all = Buffer.concat(held);
          await this.putPiece(uploadId, seq++, all.subarray(0, this.chunkBytes));
          const rest = all.subarray(this.chunkBytes);
          held = rest.length > 0 ? [rest] : [];
          heldBytes = rest.length;
        }
      }
      if (heldBytes > 0) await this.putPiece(uploadId, seq++, Buffer.concat(held));
      options.beforeCommit?.();
      await this.name(key, uploadId, size);
      return size;
    } catch (error) {
      await this.dropPieces([uploadId]).catch(() => undefined);
      throw error;
    }
  }

  /** Names the pieces `key`; a file the key named before goes, pieces and all, at once. */
  private async name(key: string, uploadId: string, size: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .deleteFrom('stored_files')
        .where('key', '=', key)
        .returning('upload_id')
        .execute();
      await trx
        .insertInto('stored_files')
        .values({
          key,
          upload_id: uploadId,
          size,
          chunk_size: this.chunkBytes,
          created_at: new Date().toISOString(),
        })
        .execute();
      const old = before.map((row) => row.upload_id);
      if (old.length > 0)
        await trx.deleteFrom('file_chunks').where('upload_id', 'in', old).execute();
    });
  }

  private async dropPieces(uploadIds: string[]): Promise<void> {
    if (uploadIds.length === 0) return;
    await this.db.deleteFrom('file_chunks').where('upload_id', 'in', uploadIds).execute();
  }

  async adopt(key: string, localPath: string): Promise<number> {
    const size = await this.write(key, createReadStream(localPath));
    await rm(localPath, { force: true });
    return size;
  }

  private find(key: string) {
    return this.db
      .selectFrom('stored_files')
      .select(['upload_id', 'size', 'chunk_size'])
      .where('key', '=', checkKey(key))
      .executeTakeFirst();
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const row = await this.find(key);
    if (!row) return null;
    const size = Number(row.size);
    const start = range?.start ?? 0;
    const end = Math.min(range?.end ?? size - 1, size - 1);
    if (size === 0 || start > end) return Readable.from([]);
    const { db } = this;
    const piece = row.chunk_size;
    const first = Math.floor(start / piece);
    const last = Math.floor(end / piece);
    async function* pieces() {
      for (let seq = first; seq <= last; seq++) {
        const chunk = await db
          .selectFrom('file_chunks')
          .select('bytes')
          .where('upload_id', '=', row!.upload_id)
          .where('seq', '=', seq)
          .executeTakeFirst();
        // The file was replaced or removed while it was being read.
        if (!chunk) throw new Error(`The file ${key} changed while it was read.`);
        const bytes = Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.length);
        const from = seq === first ? start - seq * piece : 0;
        const to = seq === last ? end - seq * piece + 1 : bytes.length;
        yield bytes.subarray(from, to);
      }
    }
    return Readable.from(pieces(), { objectMode: false });
  }

  async readAll(key: string): Promise<Buffer | null> {
    const stream = await this.read(key);
    if (!stream) return null;
    const parts: Buffer[] = [];
    for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
    return Buffer.concat(parts);
  }

  async stat(key: string): Promise<StoredFile | null> {
    const row = await this.find(key);
    return row ? { key, size: Number(row.size) } : null;
  }

  /** Copied inside the database: no byte passes through this process. */
  async copy(fromKey: string, toKey: string): Promise<void> {
    checkKey(toKey);
    const row = await this.find(fromKey);
    if (!row) throw new Error(`No file ${fromKey} to copy.`);
    const uploadId = randomUUID();
    try {
      await this.db
        .insertInto('file_chunks')
        .columns(['upload_id', 'seq', 'bytes', 'written_at'])
        .expression(
          this.db
            .selectFrom('file_chunks')
            .select([
              sql<string>`${uploadId}`.as('upload_id'),
              'seq',
              'bytes',
              sql<string>`${new Date().toISOString()}`.as('written_at'),
            ])
            .where('upload_id', '=', row.upload_id),
        )
        .execute();
      await this.name(toKey, uploadId, Number(row.size));
    } catch (error) {
      await this.dropPieces([uploadId]).catch(() => undefined);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    checkKey(key);
    await this.removeWhere(sql<boolean>`key = ${key}`);
  }

  async removePrefix(prefix: string): Promise<void> {
    checkPrefix(prefix);
    await this.removeWhere(startsWith(prefix));
  }

  /** Drops the files that match and their chunks, in one transaction. */
  private async removeWhere(matches: ReturnType<typeof startsWith>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const gone = await trx
        .deleteFrom('stored_files')
        .where(matches)
        .returning('upload_id')
        .execute();
      if (gone.length === 0) return;
      await trx
        .deleteFrom('file_chunks')
        .where(
          'upload_id',
          'in',
          gone.map((row) => row.upload_id),
        )
        .execute();
    });
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    checkPrefix(prefix);
    let after: string | undefined;
    for (;;) {
      let query = this.db
        .selectFrom('stored_files')
        .select(['key', 'size'])
        .where(startsWith(prefix))
        .orderBy('key')
        .limit(LIST_PAGE);
      if (after !== undefined) query = query.where('key', '>', after);
      const rows = await query.execute();
      for (const row of rows) yield { key: row.key, size: Number(row.size) };
      if (rows.length < LIST_PAGE) return;
      after = rows.at(-1)!.key;
    }
  }

  /**
   * Pieces no file names and untouched for a while: what a crash cut off. Pieces carry no key,
   * so one sweep serves every prefix; a write still running adds a piece at least every
   * few seconds (a body that stalls is cut off), well inside ORPHAN_MIN_AGE_MS.
   */
  async sweepPartials(_prefix: string, olderThanMs: number): Promise<number> {
    const before = new Date(Date.now() - Math.max(olderThanMs, ORPHAN_MIN_AGE_MS)).toISOString();
    const stale = await this.db
      .selectFrom('file_chunks as c')
      .select('c.upload_id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stored_files as f')
              .select('f.key')
              .whereRef('f.upload_id', '=', 'c.upload_id'),
          ),
        ),
      )
      .groupBy('c.upload_id')
      .having(sql`max(c.written_at)`, '<', before)
      .execute();
    const ids = stale.map((row) => row.upload_id);
    await this.dropPieces(ids);
    return ids.length;
  }

  async close(): Promise<void> {}
}
