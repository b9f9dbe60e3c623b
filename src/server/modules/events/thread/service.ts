/**
 * A ride's thread. Who reads and writes it: the riders going (a guest's host is going), the
 * riders waiting for a place (they may well ride, and need to hear "we leave at 7"), the
 * organiser (even after giving up their own place) and admins; anyone else is refused. Writing
 * closes when the ride is cancelled and 2 days after its start; reading stays. A message is
 * deleted by its author or by the organiser or an admin. A new message reaches the open ride
 * pages of everyone who reads the thread over their own queue; when the organiser writes, the
 * riders going are pushed, at most once per ride per RIDE_THREAD_LIMITS.pushIntervalMs, the
 * last push time kept in the database so that several processes agree.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import {
  RIDE_THREAD_LIMITS,
  RIDE_THREAD_QUEUE,
  RIDE_THREAD_TEXT,
  type RideComment,
  type RideThread,
  type RideThreadLive,
  type RideThreadQuery,
} from '../../../../contract/ride-thread';
import type { Database } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../http-errors';
import { keepNoReply, type KeepReply } from '../../../plugins/idempotency-reply';
import type { AuthUser } from '../../../types';
import { adminIds, publicUsers } from '../../users';
import { findEvent, type EventRow } from '../repository';
import { everyoneOn, findRsvp, ridersOf } from '../rsvp/repository';
import { canEdit } from '../shapes';
import * as repo from './repository';

type Db = Kysely<Database>;

/** Why the thread takes no new message now, or null while it is open. */
export function closedReason(event: Pick<EventRow, 'status' | 'starts_at'>, now: Date) {
  if (event.status === 'cancelled') return RIDE_THREAD_TEXT.closedCancelled;
  const closesAt = Date.parse(event.starts_at) + RIDE_THREAD_LIMITS.writeOpenAfterStartMs;
  return now.getTime() >= closesAt ? RIDE_THREAD_TEXT.closedPast : null;
}

/** The ride, when the member may read its thread; 404 for no ride, 403 for no place on it. */
async function readableRide(db: Db, member: AuthUser, eventId: number): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound(SERVER_MESSAGE.notFound);
  if (canEdit(event, member)) return event;
  if (!(await findRsvp(db, eventId, member.id))) {
    throw forbidden(RIDE_THREAD_TEXT.notAllowed);
  }
  return event;
}

async function toComments(db: Db, rows: repo.RideCommentRow[]): Promise<RideComment[]> {
  const authors = await publicUsers(
    db,
    rows.map((row) => row.author_id),
  );
  return rows.map((row) => {
    const author = authors.get(row.author_id);
    if (!author) throw new Error(`ride comment ${row.id} has no author row`);
    return {
      id: row.id,
      rideId: row.event_id,
      author,
      text: row.text,
      createdAt: row.created_at,
      helpRequestId: row.help_request_id,
    };
  });
}

export async function read(
  db: Db,
  reader: AuthUser,
  eventId: number,
  { after = 0, size }: RideThreadQuery,
): Promise<RideThread> {
  const event = await readableRide(db, reader, eventId);
  const rows = await repo.commentsAfter(db, eventId, after, size + 1);
  const page = rows.slice(0, size);
  return {
    content: await toComments(db, page),
    nextAfter: rows.length > size ? page[page.length - 1]!.id : null,
    canModerate: canEdit(event, reader),
    closedReason: closedReason(event, new Date()),
  };
}

/** Everyone who reads the ride's thread and may have its page open, admins included. */
async function readersOf(db: Db, event: EventRow): Promise<number[]> {
  const riders = await everyoneOn(db, event.id);
  return [...new Set([event.organiser_id, ...riders, ...(await adminIds(db))])];
}

async function tellReaders(app: FastifyInstance, event: EventRow, live: RideThreadLive) {
  await app.realtime.sendToUser(await readersOf(app.db, event), RIDE_THREAD_QUEUE, live);
}

/**
 * A message marked as a help request's, written in the caller's transaction (the help request
 * and its message are one write); `announceMessage` tells the thread's readers once committed.
 * It is written whatever closedReason says: a rider in trouble is never told the chat closed.
 */
export async function writeHelpMessage(
  trx: Db,
  eventId: number,
  authorId: number,
  text: string,
  helpRequestId: number,
): Promise<RideComment> {
  const row = await repo.insertComment(trx, {
    event_id: eventId,
    author_id: authorId,
    text,
    created_at: new Date().toISOString(),
    help_request_id: helpRequestId,
  });
  const [made] = await toComments(trx, [row]);
  return made!;
}

export async function announceMessage(app: FastifyInstance, event: EventRow, comment: RideComment) {
  await tellReaders(app, event, { rideId: event.id, comment, removedId: null });
}

export async function write(
  app: FastifyInstance,
  author: AuthUser,
  eventId: number,
  text: string,
  keepReply: KeepReply = keepNoReply,
): Promise<RideComment> {
  const event = await readableRide(app.db, author, eventId);
  const now = new Date();
  const closed = closedReason(event, now);
  if (closed) throw conflict(closed);
  // The reply is kept with the message, so a retry after a crash is replayed or writes it once.
  const comment = await app.db.transaction().execute(async (trx) => {
    const row = await repo.insertComment(trx, {
      event_id: eventId,
      author_id: author.id,
      text,
      created_at: now.toISOString(),
    });
    const [made] = await toComments(trx, [row]);
    await keepReply(trx, made);
    return made!;
  });
  await tellReaders(app, event, { rideId: eventId, comment, removedId: null });
  if (author.id === event.organiser_id) await pushRiders(app, event, comment, now);
  return comment;
}

/** The organiser wrote: the riders going hear of it, once per interval per ride. */
async function pushRiders(app: FastifyInstance, event: EventRow, comment: RideComment, now: Date) {
  const riders = (await ridersOf(app.db, event.id, 'going'))
    .map((row) => row.user_id)
    .filter((id) => id !== event.organiser_id);
  if (riders.length === 0) return;
  const since = new Date(now.getTime() - RIDE_THREAD_LIMITS.pushIntervalMs).toISOString();
  if (!(await repo.claimPushSlot(app.db, event.id, now.toISOString(), since))) return;
  const max = RIDE_THREAD_LIMITS.pushBodyMaxLength;
  const body = comment.text.length <= max ? comment.text : `${comment.text.slice(0, max - 1)}…`;
  // Not awaited: the organiser's reply must not wait on push services.
  void app.notify(
    riders,
    'rideThread',
    () => ({
      title: RIDE_THREAD_TEXT.pushTitle(event.name),
      body,
      url: `/events/${event.id}`,
      // One tag per ride's thread: a newer notice replaces the older on the phone.
      tag: `ride-thread-${event.id}`,
    }),
    { actorId: event.organiser_id },
  );
}

export async function remove(
  app: FastifyInstance,
  member: AuthUser,
  eventId: number,
  commentId: number,
): Promise<void> {
  const event = await findEvent(app.db, eventId);
  if (!event) throw notFound(SERVER_MESSAGE.notFound);
  const comment = await repo.findComment(app.db, commentId);
  if (!comment || comment.event_id !== eventId) throw notFound(SERVER_MESSAGE.notFound);
  // An author may take back their own words even after leaving the ride.
  if (comment.author_id !== member.id && !canEdit(event, member)) {
    throw forbidden(SERVER_MESSAGE.forbidden);
  }
  await repo.deleteComment(app.db, commentId);
  await tellReaders(app, event, { rideId: eventId, comment: null, removedId: commentId });
}
