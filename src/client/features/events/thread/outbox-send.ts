/**
 * The outbox's sender of 'event.thread' entries: POST /event/{id}/thread {text}, with the entry
 * id as Idempotency-Key (the drainer adds it), so a retry after a lost reply is answered from
 * the first and the message is written once. The reply joins the thread before the entry
 * leaves the outbox, so the message never vanishes for a moment; the entry is matched to its
 * message meanwhile (rideThreadEchoes), so it never shows twice either.
 */
import {
  RIDE_THREAD_PATHS,
  rideCommentSchema,
  type RideThread,
} from '../../../../contract/ride-thread';
import { appQueryClient } from '../../../lib/app-handles';
import { sendJson } from '../../../lib/outbox/send-json';
import type { OutboxEntry } from '../../../lib/outbox/db';
import type { ResponseLike, SendContext } from '../../../lib/outbox/registry';
import { addComment, rideThreadEchoes, threadKeys } from './api';

export interface RideCommentPayload {
  rideId: number;
  text: string;
}

export async function sendRideCommentEntry(
  entry: OutboxEntry<RideCommentPayload>,
  ctx: SendContext,
): Promise<ResponseLike> {
  const { rideId, text } = entry.payload;
  // Only a thread this page holds can show the message twice, and its last id dates the entry.
  const held = appQueryClient().getQueryData<RideThread>(threadKeys.one(rideId));
  if (held && entry.ownerId !== null) {
    rideThreadEchoes.expect(entry.id, {
      place: rideId,
      senderId: entry.ownerId,
      text,
      afterId: held.content.at(-1)?.id ?? 0,
    });
  }
  const response = await sendJson(RIDE_THREAD_PATHS.thread(rideId), 'POST', { text }, ctx);
  if (response.ok) {
    try {
      addComment(appQueryClient(), commentOf(await response.clone().json()));
    } catch {
      // A reply this build cannot read: the message is stored, and shows on the next fetch.
    }
  } else if (response.status >= 400 && response.status < 500) {
    // Refused: the thread has likely changed (closed, or the rider left), so show it as it is.
    void appQueryClient().invalidateQueries({ queryKey: threadKeys.one(rideId) });
  }
  return response;
}

const commentOf = (body: unknown) => rideCommentSchema.parse(body);
