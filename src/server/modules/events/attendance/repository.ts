/** Queries on a ride's roll-call. Each takes the database or a transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export function marksOf(db: Db, eventId: number) {
  return db
    .selectFrom('event_attendance')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
}

export function findMark(db: Db, eventId: number, userId: number) {
  return db
    .selectFrom('event_attendance')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findWalkUp(db: Db, eventId: number, walkUpId: number) {
  return db
    .selectFrom('event_attendance')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', '=', walkUpId)
    .where('walk_up', '=', 1)
    .executeTakeFirst();
}

interface Mark {
  eventId: number;
  present: boolean;
  markedBy: number;
  at: string;
}

/** A member's first mark on a ride; a second insert for the same member does nothing. */
export async function insertMemberMark(
  db: Db,
  userId: number,
  walkUp: boolean,
  { eventId, present, markedBy, at }: Mark,
  guests: number | null = null,
): Promise<void> {
  await db
    .insertInto('event_attendance')
    .values({
      event_id: eventId,
      user_id: userId,
      guest_name: null,
      walk_up: walkUp ? 1 : 0,
      present: present ? 1 : 0,
      marked_by: markedBy,
      marked_at: at,
      guests_present: guests,
    })
    .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
    .execute();
}

/** A guest walk-up on the ride with this name, whatever its letters' case. */
export function findGuestByName(db: Db, eventId: number, guestName: string) {
  return db
    .selectFrom('event_attendance')
    .select('id')
    .where('event_id', '=', eventId)
    .where('user_id', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['guest_name']), '=', guestName.toLowerCase()))
    .executeTakeFirst();
}

export async function insertGuestWalkUp(
  db: Db,
  guestName: string,
  { eventId, markedBy, at }: Omit<Mark, 'present'>,
): Promise<void> {
  await db
    .insertInto('event_attendance')
    .values({
      event_id: eventId,
      user_id: null,
      guest_name: guestName,
      walk_up: 1,
      present: 1,
      marked_by: markedBy,
      marked_at: at,
    })
    .execute();
}

export async function setPresent(
  db: Db,
  markId: number,
  { present, guests }: { present: boolean; guests: number | null },
  markedBy: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('event_attendance')
    .set({ present: present ? 1 : 0, guests_present: guests, marked_by: markedBy, marked_at: at })
    .where('id', '=', markId)
    .execute();
}

export async function deleteMark(db: Db, markId: number): Promise<void> {
  await db.deleteFrom('event_attendance').where('id', '=', markId).execute();
}

/** Whether this id is an active member's, who can be added as a walk-up. */
export async function isActiveMember(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('account_status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Rides that started in [since, now), not cancelled, where a roll-call was taken (anything was
 * marked), latest first; only `organiserId`'s when given.
 */
export function rollCallRides(db: Db, organiserId: number | null, since: string, now: string) {
  let query = db
    .selectFrom('events')
    .select(['id', 'name', 'starts_at'])
    .where('status', '=', 'scheduled')
    .where('starts_at', '>=', since)
    .where('starts_at', '<', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_attendance')
          .select('event_attendance.id')
          .whereRef('event_attendance.event_id', '=', 'events.id'),
      ),
    );
  if (organiserId !== null) query = query.where('organiser_id', '=', organiserId);
  return query.orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
}

/** Going RSVPs and roll-call marks of these rides. */
export async function goingAndMarks(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return { going: [], marks: [] };
  const [going, marks] = await Promise.all([
    db
      .selectFrom('event_rsvps')
      .select(['event_id', 'user_id', 'guests'])
      .where('event_id', 'in', eventIds)
      .where('state', '=', 'going')
      .execute(),
    db
      .selectFrom('event_attendance')
      .select(['event_id', 'user_id', 'present', 'guests_present'])
      .where('event_id', 'in', eventIds)
      .execute(),
  ]);
  return { going, marks };
}
