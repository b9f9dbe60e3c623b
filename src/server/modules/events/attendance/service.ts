/**
 * A ride's roll-call. The organiser and admins read it at any time and mark it from an hour
 * before the start to 7 days after, never on a cancelled ride. Each write runs in one
 * transaction holding the ride's row (FOR UPDATE on PostgreSQL; SQLite has one writer), so a
 * mark sent twice, or twice at once, leaves one row; the reply is the list as it then stands.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ATTENDANCE_LIMITS,
  ATTENDANCE_TEXT,
  type Attendance,
  type AttendanceEntry,
  type AttendanceMark,
  type WalkUpInput,
} from '../../../../contract/ride-attendance';
import { EVENT_TEXT } from '../../../../contract/events';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import type { Database } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../http-errors';
import { keepNoReply, type KeepReply } from '../../../plugins/idempotency-reply';
import type { AuthUser } from '../../../types';
import { publicUsers } from '../../users';
import { findEvent, lockEvent, type EventRow } from '../repository';
import { ridersOf } from '../rsvp/repository';
import { canEdit } from '../shapes';
import {
  deleteMark,
  findMark,
  findGuestByName,
  findWalkUp,
  insertGuestWalkUp,
  insertMemberMark,
  isActiveMember,
  marksOf,
  setPresent,
} from './repository';

type Db = Kysely<Database>;

/** Of the guests a member said they would bring, how many came: NULL marks all of them. */
export function guestsCame(said: number, marked: number | null): number {
  return marked === null ? said : Math.min(said, marked);
}

function windowOf(event: EventRow) {
  const start = new Date(event.starts_at).getTime();
  return {
    opensAt: new Date(start - ATTENDANCE_LIMITS.opensBeforeStartMs),
    closesAt: new Date(start + ATTENDANCE_LIMITS.closesAfterStartMs),
  };
}

function mayRead(event: EventRow | undefined, reader: AuthUser): EventRow {
  if (!event) throw notFound(SERVER_MESSAGE.notFound);
  if (!canEdit(event, reader)) throw forbidden(SERVER_MESSAGE.forbidden);
  return event;
}

/** The ride, locked, when `reader` may mark it now; the reason otherwise. */
async function openForMarking(app: FastifyInstance, trx: Db, reader: AuthUser, eventId: number) {
  const event = mayRead(await lockEvent(trx, app.dialect, eventId), reader);
  if (event.status === 'cancelled') throw conflict(EVENT_TEXT.cancelled);
  const { opensAt, closesAt } = windowOf(event);
  const now = new Date();
  if (now < opensAt) throw conflict(ATTENDANCE_TEXT.notOpenYet);
  if (now > closesAt) throw conflict(ATTENDANCE_TEXT.closed);
  return event;
}

/** The list: those going (in join order, with their guests), then walk-ups as they came. */
async function listOf(db: Db, event: EventRow): Promise<Attendance> {
  const [going, marks] = await Promise.all([
    ridersOf(db, event.id, 'going'),
    marksOf(db, event.id),
  ]);
  const users = await publicUsers(db, [
    ...going.map((row) => row.user_id),
    ...marks.flatMap((mark) => [mark.user_id, mark.marked_by]).filter((id) => id !== null),
  ]);
  const markOfMember = new Map(marks.filter((m) => m.user_id !== null).map((m) => [m.user_id, m]));
  const guestsOf = new Map(going.map((row) => [row.user_id, row.guests]));
  const entry = (mark: (typeof marks)[number] | undefined, userId: number | null) => {
    const marker = mark?.marked_by == null ? undefined : users.get(mark.marked_by);
    const user = userId === null ? null : (users.get(userId) ?? null);
    const guests = userId === null ? 0 : (guestsOf.get(userId) ?? 0);
    const present = mark?.present === 1;
    return {
      user,
      guestName: mark?.guest_name ?? null,
      walkUpId: mark?.walk_up === 1 ? mark.id : null,
      guests,
      present,
      guestsPresent: present ? guestsCame(guests, mark?.guests_present ?? null) : 0,
      markedAt: mark?.marked_at ?? null,
      markedBy: marker ? { id: marker.id, fullName: marker.fullName } : null,
    } satisfies AttendanceEntry;
  };
  const entries = [
    ...going.map((row) => entry(markOfMember.get(row.user_id), row.user_id)),
    // Walk-ups, and members marked before they left the ride: the mark still stands.
    ...marks
      .filter((mark) => mark.user_id === null || !guestsOf.has(mark.user_id))
      .map((mark) => entry(mark, mark.user_id)),
  ].filter((item) => item.user !== null || item.guestName !== null);
  const places = (items: AttendanceEntry[], guestsOf: (item: AttendanceEntry) => number) =>
    items.reduce((sum, item) => sum + 1 + guestsOf(item), 0);
  const { opensAt, closesAt } = windowOf(event);
  const now = new Date();
  return {
    eventId: event.id,
    open: event.status !== 'cancelled' && now >= opensAt && now <= closesAt,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    presentCount: places(
      entries.filter((item) => item.present),
      (item) => item.guestsPresent,
    ),
    expectedCount: places(entries, (item) => item.guests),
    entries,
  };
}

export async function attendance(db: Db, reader: AuthUser, eventId: number): Promise<Attendance> {
  return listOf(db, mayRead(await findEvent(db, eventId), reader));
}

/**
 * Marks a member on the list present or not, and (`guests`) how many of the guests they said
 * they would bring came; left out, the guests stay as they were marked (at first: all). The
 * same state again changes nothing.
 */
export async function mark(
  app: FastifyInstance,
  reader: AuthUser,
  eventId: number,
  userId: number,
  { present, guests }: AttendanceMark,
): Promise<Attendance> {
  return app.db.transaction().execute(async (trx) => {
    const event = await openForMarking(app, trx, reader, eventId);
    const existing = await findMark(trx, eventId, userId);
    const rsvp = (await ridersOf(trx, eventId, 'going')).find((row) => row.user_id === userId);
    if (!existing && !rsvp) throw notFound(ATTENDANCE_TEXT.notOnRide);
    const said = rsvp?.guests ?? 0;
    if (guests !== undefined && guests > said) {
      throw badRequest(ATTENDANCE_TEXT.tooManyGuests(said), {
        guests: ATTENDANCE_TEXT.tooManyGuests(said),
      });
    }
    // All the guests they said, as the column's NULL means, is kept as NULL.
    const guestsPresent = guests === undefined || guests === said ? null : guests;
    const at = new Date().toISOString();
    if (existing) {
      const before = { present: existing.present === 1, guests: existing.guests_present };
      const after = { present, guests: guests === undefined ? before.guests : guestsPresent };
      if (before.present !== after.present || before.guests !== after.guests)
        await setPresent(trx, existing.id, after, reader.id, at);
    } else {
      await insertMemberMark(
        trx,
        userId,
        false,
        { eventId, present, markedBy: reader.id, at },
        guestsPresent,
      );
    }
    return listOf(trx, event);
  });
}

/**
 * Adds a walk-up, present: a member (already on the list: marked present) or a guest by name.
 * Each guest added is a new person, named apart from the others (a name already listed is 409);
 * the Idempotency-Key keeps a retried add from being refused as its own double.
 */
export async function addWalkUp(
  app: FastifyInstance,
  reader: AuthUser,
  eventId: number,
  input: WalkUpInput,
  keepReply: KeepReply = keepNoReply,
): Promise<Attendance> {
  return app.db.transaction().execute(async (trx) => {
    const event = await openForMarking(app, trx, reader, eventId);
    const at = new Date().toISOString();
    const by = { eventId, markedBy: reader.id, at };
    if (input.guestName !== undefined) {
      // A second tap on Add guest, or the same guest added on two devices, is one person: a
      // second guest of that name must be told apart from the first.
      if (await findGuestByName(trx, eventId, input.guestName))
        throw conflict(ATTENDANCE_TEXT.guestAlreadyListed(input.guestName));
      await insertGuestWalkUp(trx, input.guestName, by);
    } else if (input.userId !== undefined) {
      const userId = input.userId;
      if (!(await isActiveMember(trx, userId))) throw notFound(ATTENDANCE_TEXT.noSuchMember);
      const existing = await findMark(trx, eventId, userId);
      if (existing) {
        if (existing.present !== 1) {
          const kept = { present: true, guests: existing.guests_present };
          await setPresent(trx, existing.id, kept, reader.id, at);
        }
      } else {
        const going = await ridersOf(trx, eventId, 'going');
        const walkUp = !going.some((row) => row.user_id === userId);
        await insertMemberMark(trx, userId, walkUp, { ...by, present: true });
      }
    }
    const list = await listOf(trx, event);
    await keepReply(trx, list);
    return list;
  });
}

/** Takes a walk-up (a guest, or a member added on the day) off the list. */
export async function removeWalkUp(
  app: FastifyInstance,
  reader: AuthUser,
  eventId: number,
  walkUpId: number,
): Promise<Attendance> {
  return app.db.transaction().execute(async (trx) => {
    const event = await openForMarking(app, trx, reader, eventId);
    const walkUp = await findWalkUp(trx, eventId, walkUpId);
    if (!walkUp) throw notFound(ATTENDANCE_TEXT.noSuchWalkUp);
    await deleteMark(trx, walkUp.id);
    return listOf(trx, event);
  });
}
