/**
 * The senders of the kinds a feature queues, registered here at the app's root so the outbox
 * (lib/outbox) knows no feature. Each loads with its feature's code when first needed; the
 * outbox loads this file with itself (page-outbox.ts), so a drain can send every kind waiting.
 */
import type { ConversationSendPayload } from '../features/conversations/outbox-send';
import type { PostCreatePayload } from '../features/posts/outbox-send';
import type { RsvpPayload } from '../features/events/rsvp/outbox-send';
import type { RideCommentPayload } from '../features/events/thread/outbox-send';
import type {
  AttendanceMarkPayload,
  WalkUpPayload,
} from '../features/events/attendance/outbox-send';
import type { OutboxEntry } from '../lib/outbox/db';
import { OUTBOX_KINDS } from '../lib/outbox/kinds';
import { registerLazySender } from '../lib/outbox/registry';

// A direct or group message is a POST, like a bug report; its sender also matches the copy the
// member's socket hears to the waiting entry, and lives with the conversations screen.
registerLazySender(
  OUTBOX_KINDS.conversationSend,
  () => import('../features/conversations/outbox-send'),
  ({ sendConversationEntry }, entry: OutboxEntry<ConversationSendPayload>, ctx) =>
    sendConversationEntry(entry, ctx),
);

// A post uploads its waiting pictures, then itself; the sender lives with the feed screen.
registerLazySender(
  OUTBOX_KINDS.postCreate,
  () => import('../features/posts/outbox-send'),
  ({ sendPostEntry }, entry: OutboxEntry<PostCreatePayload>, ctx) => sendPostEntry(entry, ctx),
);

// A ride RSVP is an idempotent PUT; its sender puts the reply on the ride page and lives there.
registerLazySender(
  OUTBOX_KINDS.eventRsvp,
  () => import('../features/events/rsvp/outbox-send'),
  ({ sendRsvpEntry }, entry: OutboxEntry<RsvpPayload>, ctx) => sendRsvpEntry(entry, ctx),
);

// A ride chat message is a keyed POST; its sender adds the reply to the ride's thread.
registerLazySender(
  OUTBOX_KINDS.eventThread,
  () => import('../features/events/thread/outbox-send'),
  ({ sendRideCommentEntry }, entry: OutboxEntry<RideCommentPayload>, ctx) =>
    sendRideCommentEntry(entry, ctx),
);
// The roll-call: a mark is an idempotent PUT, a walk-up a keyed POST; both put the reply (the
// whole list) on the roll-call and live with it.
registerLazySender(
  OUTBOX_KINDS.eventAttendance,
  () => import('../features/events/attendance/outbox-send'),
  ({ sendAttendanceMarkEntry }, entry: OutboxEntry<AttendanceMarkPayload>, ctx) =>
    sendAttendanceMarkEntry(entry, ctx),
);
registerLazySender(
  OUTBOX_KINDS.eventWalkUp,
  () => import('../features/events/attendance/outbox-send'),
  ({ sendWalkUpEntry }, entry: OutboxEntry<WalkUpPayload>, ctx) => sendWalkUpEntry(entry, ctx),
);
