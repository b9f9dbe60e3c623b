/**
 * The names of the kinds of write this app queues. Every kind is an offline write of the
 * contract (contract/write-versions.ts), whose version an entry records when queued; the
 * drainer sends it with the entry (X-Contract-Version). What each kind carries, and the sender
 * that turns it into a request, belong to the feature that writes it (its outbox-sender.ts,
 * registered at boot by app/outbox-senders.ts), so whichever screen starts a drain can send
 * every kind waiting in line.
 */
import type { OfflineWrite } from '../../../contract/write-versions';

export const OUTBOX_KINDS = {
  bugCreate: 'bug.create',
  chatSend: 'chat.send',
  conversationSend: 'conversation.send',
  postCreate: 'post.create',
  eventRsvp: 'event.rsvp',
  eventThread: 'event.thread',
  eventAttendance: 'event.attendance',
  eventWalkUp: 'event.walk-up',
  eventHelp: 'event.help',
} as const satisfies Record<string, OfflineWrite>;
