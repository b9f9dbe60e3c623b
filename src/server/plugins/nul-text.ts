/**
 * Refuses a request whose query, path or JSON body carries a NUL character. PostgreSQL cannot
 * store one in text (the insert or even a lookup fails, which surfaced as a 500) and SQLite
 * would keep it where no screen can show it, so both databases answer the same 400 instead.
 */
import fp from 'fastify-plugin';
import { badRequest } from '../http-errors';

export const NUL_MESSAGE = 'Text may not contain the NUL character.';

/** The path (a.b.0) of the first string holding a NUL, looking through objects and arrays. */
export function nulPathIn(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || '_';
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // Raw bytes (an uploaded file's buffer) are not text; only strings are looked into.
      for (const [key, inner] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        pending.push([inner, at]);
      }
    }
  }
  return undefined;
}

export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulPathIn(part);
      if (field !== undefined) throw badRequest(NUL_MESSAGE, { [field]: NUL_MESSAGE });
    }
  });
});
