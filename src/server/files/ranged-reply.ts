/**
 * A stored file's bytes as the reply, whole or the one range its Range header asks for: 206 with
 * Content-Range, 416 past the end, and `Accept-Ranges: bytes` always. Stored files never change
 * under their key, so a range of what was fetched before still fits.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGE } from '../../contract/messages';
import { notFound } from '../http-errors';
import { sendError } from '../plugins/errors';
import { readRange } from './byte-range';
import type { FileStore } from './store';

export async function sendStoredBytes(
  files: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { key: string; size: number; contentType: string; cacheControl: string },
): Promise<FastifyReply> {
  const { key, size, contentType } = file;
  reply.header('accept-ranges', 'bytes');
  const range = readRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    return sendError(reply, 416, SERVER_MESSAGE.rangeNotSatisfiable(size));
  }
  reply.header('cache-control', file.cacheControl);
  if (range.kind === 'part') {
    const part = await files.read(key, range);
    if (!part) throw notFound();
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1))
      .type(contentType)
      .send(part);
  }
  const whole = await files.read(key);
  if (!whole) throw notFound();
  return reply.header('content-length', String(size)).type(contentType).send(whole);
}
