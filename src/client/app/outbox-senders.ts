/**
 * The senders of every kind a feature queues, registered together: main.tsx hands this over at
 * boot, and the outbox loads and runs it before its first drain, so whichever screen starts a
 * drain can send every kind waiting in line. Each feature declares its kinds and their payloads
 * beside its code (its outbox-sender.ts); the outbox (lib/outbox) knows none of them. A
 * sender's heavy code loads with the first entry of its kind.
 */
import { registerBugOutboxSender } from '../features/bugs/outbox-sender';
import { registerChatOutboxSender } from '../features/chat/outbox-sender';
import { registerConversationOutboxSender } from '../features/conversations/outbox-sender';
import { registerEventOutboxSenders } from '../features/events/outbox-sender';
import { registerPostOutboxSender } from '../features/posts/outbox-sender';

export function registerOutboxSenders(): void {
  registerBugOutboxSender();
  registerChatOutboxSender();
  registerConversationOutboxSender();
  registerPostOutboxSender();
  registerEventOutboxSenders();
}
