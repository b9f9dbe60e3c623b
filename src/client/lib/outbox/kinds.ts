/**
 * The senders of the kinds this app queues. They live beside the drainer, not in the
 * features, so whichever screen starts a drain can send every kind waiting in line.
 */
import type { BugCreate } from '../../../contract/bugs';
import { BUG_PATHS } from '../../../contract/bugs-constants';
import { apiUrl } from '../api-client';
import type { ChatSendPayload } from '../chat/send';
import type { ConversationSendPayload } from '../../features/conversations/outbox-send';
import type { PostCreatePayload } from '../../features/posts/outbox-send';
import type { RsvpPayload } from '../../features/events/outbox-send';
import type { OutboxEntry } from './db';
import { registerLazySender, registerSender, type SendContext } from './registry';

export const OUTBOX_KINDS = {
  bugCreate: 'bug.create',
  chatSend: 'chat.send',
  conversationSend: 'conversation.send',
  postCreate: 'post.create',
  eventRsvp: 'event.rsvp',
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

// A direct or group message is a POST, like a bug report; its sender also matches the copy the
// member's socket hears to the waiting entry, and lives with the conversations screen.
registerLazySender(
  OUTBOX_KINDS.conversationSend,
  () => import('../../features/conversations/outbox-send'),
  ({ sendConversationEntry }, entry: OutboxEntry<ConversationSendPayload>, ctx) =>
    sendConversationEntry(entry, ctx),
);

// A post uploads its waiting pictures, then itself; the sender lives with the feed screen.
registerLazySender(
  OUTBOX_KINDS.postCreate,
  () => import('../../features/posts/outbox-send'),
  ({ sendPostEntry }, entry: OutboxEntry<PostCreatePayload>, ctx) => sendPostEntry(entry, ctx),
);

// A ride RSVP is an idempotent PUT; its sender puts the reply on the ride page and lives there.
registerLazySender(
  OUTBOX_KINDS.eventRsvp,
  () => import('../../features/events/outbox-send'),
  ({ sendRsvpEntry }, entry: OutboxEntry<RsvpPayload>, ctx) => sendRsvpEntry(entry, ctx),
);
