/**
 * The outbox's sender of 'event.rsvp' entries: PUT /event/{id}/rsvp {going, guests}. The request says
 * the state wanted, not "toggle", so a retry after a lost reply changes nothing more; the
 * drainer adds the entry id as Idempotency-Key all the same. The reply is the ride, which the
 * ride page shows at once. The ride's schema (and zod with it) loads with the first reply: this
 * file loads with every member's ride page, where building the schemas cost a cheap phone a
 * long task.
 */
import type { RsvpInput } from '../../../../contract/events';
import { EVENT_PATHS } from '../../../../contract/events-constants';
import { appQueryClient } from '../../../lib/app-handles';
import { sendJson } from '../../../lib/outbox/send-json';
import type { OutboxEntry } from '../../../lib/outbox/db';
import type { ResponseLike, SendContext } from '../../../lib/outbox/registry';
import { eventKeys, rideChanged } from '../api';

export interface RsvpPayload extends RsvpInput {
  eventId: number;
}

export async function sendRsvpEntry(
  entry: OutboxEntry<RsvpPayload>,
  ctx: SendContext,
): Promise<ResponseLike> {
  // Entries written before guests existed have none: the server takes 0.
  const { eventId, going, guests } = entry.payload;
  const response = await sendJson(EVENT_PATHS.rsvp(eventId), 'PUT', { going, guests }, ctx);
  if (response.ok) {
    try {
      const { eventSchema } = await import('../../../../contract/events');
      rideChanged(appQueryClient(), eventSchema.parse(await response.clone().json()));
    } catch {
      // A reply this build cannot read, or its reader did not load: the RSVP is stored, and
      // shows once the ride is read again.
      void appQueryClient().invalidateQueries({ queryKey: eventKeys.one(eventId) });
    }
  } else if (response.status >= 400 && response.status < 500) {
    // Refused: the ride has likely changed (cancelled, started, gone), so show it as it is now.
    void appQueryClient().invalidateQueries({ queryKey: eventKeys.one(eventId) });
  }
  return response;
}
