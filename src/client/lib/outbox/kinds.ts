/**
 * The senders of the kinds this app queues. They live beside the drainer, not in the
 * features, so whichever screen starts a drain can send every kind waiting in line.
 */
import { BUG_PATHS, type BugCreate } from '../../../contract/bugs';
import { apiUrl } from '../api-client';
import { registerSender, type SendContext } from './registry';

export const OUTBOX_KINDS = { bugCreate: 'bug.create' } as const;

function postJson(path: string, payload: unknown, ctx: SendContext) {
  return fetch(apiUrl(path), {
    method: 'POST',
    headers: { ...ctx.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    credentials: 'same-origin',
    signal: ctx.signal,
  });
}

registerSender<BugCreate>(OUTBOX_KINDS.bugCreate, (entry, ctx) =>
  postJson(BUG_PATHS.list, entry.payload, ctx),
);
