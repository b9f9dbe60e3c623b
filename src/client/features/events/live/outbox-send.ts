/**
 * The outbox's sender of 'event.help': POST /event/{id}/live/help {reason, note}, with the entry
 * id as Idempotency-Key (the drainer adds it), so a retry after a lost reply asks for help once.
 * The server adds the rider's last position it holds. The reply shows as the open request
 * before the entry leaves the outbox, so the rider never sees it vanish for a moment.
 */
import {
  helpRequestSchema,
  RIDE_LIVE_PATHS,
  type HelpReason,
} from '../../../../contract/ride-live';
import { appQueryClient } from '../../../lib/app-handles';
import type { OutboxEntry } from '../../../lib/outbox/db';
import type { ResponseLike, SendContext } from '../../../lib/outbox/registry';
import { sendJson } from '../../../lib/outbox/send-json';
import { liveKeys, putHelp } from './api';

export interface HelpPayload {
  rideId: number;
  reason: HelpReason;
  note: string | null;
}

export async function sendHelpEntry(
  entry: OutboxEntry<HelpPayload>,
  ctx: SendContext,
): Promise<ResponseLike> {
  const { rideId, reason, note } = entry.payload;
  const response = await sendJson(RIDE_LIVE_PATHS.help(rideId), 'POST', { reason, note }, ctx);
  if (response.ok) {
    try {
      putHelp(appQueryClient(), helpRequestSchema.parse(await response.clone().json()));
    } catch {
      // A reply this build cannot read: the request is stored, and shows on the next fetch.
    }
  } else if (response.status >= 400 && response.status < 500) {
    void appQueryClient().invalidateQueries({ queryKey: liveKeys.state(rideId) });
  }
  return response;
}
