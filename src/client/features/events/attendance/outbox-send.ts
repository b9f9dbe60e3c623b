/**
 * The outbox's senders of the roll-call: 'event.attendance' (PUT the state wanted, so a retry
 * changes nothing more) and 'event.walk-up' (POST, made once by its Idempotency-Key, the entry's
 * id). Each reply is the whole list, which the roll-call shows at once.
 */
import { ATTENDANCE_PATHS, attendanceSchema } from '../../../../contract/ride-attendance';
import { appQueryClient } from '../../../lib/app-handles';
import { sendJson } from '../../../lib/outbox/send-json';
import { keepWriteReplyAsRead } from '../../../lib/pwa/keep-write-reply';
import type { OutboxEntry } from '../../../lib/outbox/db';
import type { ResponseLike, SendContext } from '../../../lib/outbox/registry';
import { attendanceKeys } from './api';

export interface AttendanceMarkPayload {
  eventId: number;
  userId: number;
  present: boolean;
  /** How many of the member's guests came; left out: as marked before. */
  guests?: number;
}

export interface WalkUpPayload {
  eventId: number;
  userId?: number;
  guestName?: string;
  /** The name the row shows until the server's list has it. */
  name: string;
}

async function send(
  eventId: number,
  path: string,
  method: 'PUT' | 'POST',
  body: unknown,
  ctx: SendContext,
): Promise<ResponseLike> {
  const response = await sendJson(path, method, body, ctx);
  if (response.ok) {
    try {
      const list = attendanceSchema.parse(await response.clone().json());
      appQueryClient().setQueryData(attendanceKeys.one(eventId), list);
      // Opened again offline (a reload at the start line), the roll-call shows this list.
      keepWriteReplyAsRead(ATTENDANCE_PATHS.list(eventId), list, response.headers.get('Date'));
    } catch {
      // A reply this build cannot read: the mark is stored, and shows on the next fetch.
    }
  } else if (response.status >= 400 && response.status < 500) {
    void appQueryClient().invalidateQueries({ queryKey: attendanceKeys.one(eventId) });
  }
  return response;
}

export function sendAttendanceMarkEntry(
  entry: OutboxEntry<AttendanceMarkPayload>,
  ctx: SendContext,
): Promise<ResponseLike> {
  const { eventId, userId, present, guests } = entry.payload;
  return send(eventId, ATTENDANCE_PATHS.mark(eventId, userId), 'PUT', { present, guests }, ctx);
}

export function sendWalkUpEntry(
  entry: OutboxEntry<WalkUpPayload>,
  ctx: SendContext,
): Promise<ResponseLike> {
  const { eventId, userId, guestName } = entry.payload;
  const body = userId !== undefined ? { userId } : { guestName };
  return send(eventId, ATTENDANCE_PATHS.walkUps(eventId), 'POST', body, ctx);
}
