/**
 * The kinds of write this app queues, and the senders that need no feature: a bug report and a
 * room message. The features' senders are registered by the app (app/outbox-senders.ts). Both
 * load with the outbox, so whichever screen starts a drain can send every kind waiting in line.
 * Every kind is an offline write of the contract (contract/write-versions.ts), whose version an
 * entry records when queued; the drainer sends it with the entry (X-Contract-Version).
 */
import type { BugCreate } from '../../../contract/bugs';
import type { OfflineWrite } from '../../../contract/write-versions';
import { BUG_PATHS } from '../../../contract/bugs-constants';
import { apiUrl } from '../api-client';
import type { ChatSendPayload } from '../chat/send';
import type { OutboxEntry } from './db';
import { registerLazySender, registerSender, type SendContext } from './registry';

export const OUTBOX_KINDS = {
  bugCreate: 'bug.create',
  chatSend: 'chat.send',
  conversationSend: 'conversation.send',
  postCreate: 'post.create',
  eventRsvp: 'event.rsvp',
  eventThread: 'event.thread',
  eventAttendance: 'event.attendance',
  eventWalkUp: 'event.walk-up',
} as const satisfies Record<string, OfflineWrite>;

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

// A room message goes over the chat socket, loaded only when one is waiting: STOMP stays out
// of the chunks of screens that never chat.
registerLazySender(
  OUTBOX_KINDS.chatSend,
  () => import('../chat/app-chat'),
  ({ appChat }, entry: OutboxEntry<ChatSendPayload>, ctx) => appChat().send(entry, ctx),
);
