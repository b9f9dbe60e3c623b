/**
 * The outbox's kind 'conversation.send': a direct or group message is a POST, like a bug
 * report; its sender (outbox-send.ts, loaded when one waits) also matches the copy the
 * member's socket hears to the waiting entry.
 */
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { registerLazySender } from '../../lib/outbox/registry';
import type { ConversationSendPayload } from './outbox-send';

declare module '../../lib/outbox/registry' {
  interface OutboxPayloads {
    'conversation.send': ConversationSendPayload;
  }
}

export function registerConversationOutboxSender(): void {
  registerLazySender(
    OUTBOX_KINDS.conversationSend,
    () => import('./outbox-send'),
    ({ sendConversationEntry }, entry, ctx) => sendConversationEntry(entry, ctx),
  );
}
