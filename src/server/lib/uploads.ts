/**
 * What every multipart upload shares: a body cut off before its closing boundary, or sent
 * without a usable boundary, is the client's fault (400), never a server error or a request
 * left hanging; a file streamed to disk goes to a `.part` file first and leaves nothing behind
 * when anything fails; `.part` files a crash left behind are swept away.
 */
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGE } from '../../contract/messages';
import { badRequest } from '../http-errors';

/** The file of a part busboy cut at the size limit: it ends as if whole, flagged truncated. */
type UploadedStream = Readable & { truncated?: boolean };

/**
 * Whether an error says the multipart body ended in the middle of a part: the client stopped
 * sending, or sent a body without its closing boundary.
 */
export function isCutOffUpload(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // A part's stream the parser destroyed when the body ended, read afterwards.
  if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return /terminated early|unexpected end of (multipart data|form)/i.test(error.message);
}

export const cutOffUpload = () => badRequest(SERVER_MESSAGE.uploadCutOff);

/**
 * Whether busboy refused the body's framing before reading a byte: a multipart content type
 * with no boundary, or one it cannot search for (empty, or longer than its 256 characters;
 * RFC 2046 allows 1 to 70).
 */
function isUnframedUpload(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /boundary not found|boundary required|needle cannot/i.test(error.message);
}

/**
 * What to tell the client when an error from reading a multipart body is its own doing (a body
 * cut off, or one without a usable boundary), whichever route read it; null for anything else.
 */
export function uploadRefusalOf(error: unknown): string | null {
  if (isCutOffUpload(error)) return SERVER_MESSAGE.uploadCutOff;
  if (isUnframedUpload(error)) return SERVER_MESSAGE.uploadUnframed;
  return null;
}

/**
 * Streams one uploaded file to `partial` and answers its size; on any failure the file is
 * removed. A part whose body was already cut off (its stream destroyed while the handler
 * awaited something else) is refused at once: piping a stream that has closed without ending
 * would wait forever, holding the request and an open file.
 */
export async function streamToPartial(source: UploadedStream, partial: string): Promise<number> {
  if (source.destroyed && !source.readableEnded) throw cutOffUpload();
  try {
    await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
    if (source.truncated) {
      throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    }
    return (await stat(partial)).size;
  } catch (error) {
    await rm(partial, { force: true });
    throw isCutOffUpload(error) ? cutOffUpload() : error;
  }
}

/**
 * Removes `.part` files in `dir` untouched for `olderThanMs`: what a crash or a kill left
 * behind. An upload still running writes to its file at least every few seconds (a body that
 * stalls is cut off, plugins/slow-bodies.ts), so another server process sharing the data
 * directory never loses an upload under way.
 */
export async function sweepPartials(dir: string, olderThanMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const before = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names.filter((candidate) => candidate.endsWith('.part'))) {
    const file = path.join(dir, name);
    const stale = await stat(file).then(
      (info) => info.mtimeMs <= before,
      () => false,
    );
    if (stale) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** A `.part` file untouched this long belongs to no upload still running. */
export const PARTIAL_STALE_MS = 60_000;

/** Sweeps the module's `.part` files when the server starts, and every minute while it runs. */
export function sweepPartialsOf(app: FastifyInstance, dir: () => string): void {
  sweepEveryMinute(app, () =>
    sweepPartials(dir(), PARTIAL_STALE_MS).catch((error: unknown) =>
      app.log.warn({ err: error, dir: dir() }, 'could not sweep partial uploads'),
    ),
  );
}

/** Sweeps what writes to the file store left under `prefix`, as sweepPartialsOf does on disk. */
export function sweepStoreOf(app: FastifyInstance, prefix: string): void {
  sweepEveryMinute(app, () =>
    app.files
      .sweepPartials(prefix, PARTIAL_STALE_MS)
      .catch((error: unknown) =>
        app.log.warn({ err: error, prefix }, 'could not sweep partial uploads'),
      ),
  );
}

function sweepEveryMinute(app: FastifyInstance, sweep: () => Promise<unknown>): void {
  app.addHook('onReady', async () => {
    await sweep();
  });
  const timer = setInterval(() => void sweep(), PARTIAL_STALE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
