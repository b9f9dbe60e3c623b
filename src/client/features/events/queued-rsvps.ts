/** The reader's RSVPs for one ride still in the outbox, oldest first (a refused one too). */
import { useOutboxEntries } from '../../lib/outbox/hooks';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import type { RsvpPayload } from './outbox-send';

export function useQueuedRsvps(rideId: number) {
  return useOutboxEntries<RsvpPayload>(OUTBOX_KINDS.eventRsvp).filter(
    (entry) => entry.payload.eventId === rideId,
  );
}
