/**
 * The reader's RSVPs for one ride still in the outbox, oldest first (a refused one too). Read
 * once on the ride page and handed to the RSVP panel and the lists of riders: each reading
 * watches the outbox's database on its own.
 */
import type { OutboxEntry } from '../../../lib/outbox/db';
import { useOutboxEntries } from '../../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../../lib/outbox/kinds';
import type { RsvpPayload } from './outbox-send';
import type { AskedRsvp } from './rsvp-state';

export type QueuedRsvps = OutboxEntry<RsvpPayload>[];

export function useQueuedRsvps(rideId: number): QueuedRsvps {
  return useOutboxEntries<RsvpPayload>(OUTBOX_KINDS.eventRsvp).filter(
    (entry) => entry.payload.eventId === rideId,
  );
}

/** The last RSVP asked for and not refused, as the lists of riders show it; null when none. */
export function askedRsvpOf(queued: QueuedRsvps): AskedRsvp | null {
  const last = queued.at(-1);
  if (!last || last.state === 'failed') return null;
  return { going: last.payload.going, guests: last.payload.guests ?? 0 };
}
