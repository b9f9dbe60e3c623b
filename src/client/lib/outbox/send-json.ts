/**
 * A queued write's request as the outbox's senders make it: JSON to the API, with the headers
 * the outbox gives (the member's token, the entry's Idempotency-Key), cancelled when the drain
 * is.
 */
import { apiUrl } from '../api-client';
import type { SendContext } from './registry';

export function sendJson(
  path: string,
  method: 'POST' | 'PUT',
  body: unknown,
  ctx: SendContext,
): Promise<Response> {
  return fetch(apiUrl(path), {
    method,
    headers: { ...ctx.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal: ctx.signal,
  });
}
