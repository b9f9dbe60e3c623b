/**
 * The senders of every kind a feature queues, registered once at boot (main.tsx), before any
 * drain: whichever screen starts a drain can then send every kind waiting in line. Each feature
 * declares its kinds and their payloads beside its code (its outbox-sender.ts); the outbox
 * (lib/outbox) knows none of them. The senders' heavy code loads with the first entry of its
 * kind, so registering them costs the first screen only these few lines.
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
