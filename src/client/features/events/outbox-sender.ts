/**
 * The rides' kinds of the outbox, each sent by code that loads when one waits:
 * - 'event.rsvp', an idempotent PUT whose reply goes on the ride page (rsvp/outbox-send.ts);
 * - 'event.thread', a keyed POST whose reply joins the ride's thread (thread/outbox-send.ts);
 * - 'event.attendance' (a mark, an idempotent PUT) and 'event.walk-up' (a keyed POST), whose
 *   replies are the whole roll-call (attendance/outbox-send.ts);
 * - 'event.help', a keyed POST whose reply is the open help request (live/outbox-send.ts).
 */
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { registerLazySender } from '../../lib/outbox/registry';
import type { AttendanceMarkPayload, WalkUpPayload } from './attendance/outbox-send';
import type { HelpPayload } from './live/outbox-send';
import type { RsvpPayload } from './rsvp/outbox-send';
import type { RideCommentPayload } from './thread/outbox-send';

declare module '../../lib/outbox/registry' {
  interface OutboxPayloads {
    'event.rsvp': RsvpPayload;
    'event.thread': RideCommentPayload;
    'event.attendance': AttendanceMarkPayload;
    'event.walk-up': WalkUpPayload;
    'event.help': HelpPayload;
  }
}

export function registerEventOutboxSenders(): void {
  registerLazySender(
    OUTBOX_KINDS.eventRsvp,
    () => import('./rsvp/outbox-send'),
    ({ sendRsvpEntry }, entry, ctx) => sendRsvpEntry(entry, ctx),
  );
  registerLazySender(
    OUTBOX_KINDS.eventThread,
    () => import('./thread/outbox-send'),
    ({ sendRideCommentEntry }, entry, ctx) => sendRideCommentEntry(entry, ctx),
  );
  registerLazySender(
    OUTBOX_KINDS.eventAttendance,
    () => import('./attendance/outbox-send'),
    ({ sendAttendanceMarkEntry }, entry, ctx) => sendAttendanceMarkEntry(entry, ctx),
  );
  registerLazySender(
    OUTBOX_KINDS.eventWalkUp,
    () => import('./attendance/outbox-send'),
    ({ sendWalkUpEntry }, entry, ctx) => sendWalkUpEntry(entry, ctx),
  );
  registerLazySender(
    OUTBOX_KINDS.eventHelp,
    () => import('./live/outbox-send'),
    ({ sendHelpEntry }, entry, ctx) => sendHelpEntry(entry, ctx),
  );
}
