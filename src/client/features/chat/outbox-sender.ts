/**
 * The outbox's kind 'chat.send': a message to the club room. It goes over the chat socket,
 * loaded only when one is waiting: STOMP stays out of the chunks of screens that never chat.
 */
import type { ChatSendPayload } from '../../lib/chat/send';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { registerLazySender } from '../../lib/outbox/registry';

declare module '../../lib/outbox/registry' {
  interface OutboxPayloads {
    'chat.send': ChatSendPayload;
  }
}

export function registerChatOutboxSender(): void {
  registerLazySender(
    OUTBOX_KINDS.chatSend,
    () => import('../../lib/chat/app-chat'),
    ({ appChat }, entry, ctx) => appChat().send(entry, ctx),
  );
}
