/**
 * The kinds of write this app queues, and the senders that need no feature: a bug report and a
 * room message. The features' senders are registered by the app (app/outbox-senders.ts). Both
 * load with the outbox, so whichever screen starts a drain can send every kind waiting in line.
 */
import type { BugCreate } from '../../../contract/bugs';
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
} as const;

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
