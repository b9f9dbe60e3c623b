/** Queries on RSVPs. Each takes the database or a transaction; the id is the join order. */
import { sql, type Kysely } from 'kysely';
import type { RsvpState } from '../../../../contract/events';
import { toCount } from '../../../db/connect';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export function findRsvp(db: Db, eventId: number, userId: number) {
  return db
    .selectFrom('event_rsvps')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertRsvp(
  db: Db,
  eventId: number,
  userId: number,
  state: RsvpState,
  guests = 0,
): Promise<void> {
  await db
    .insertInto('event_rsvps')
    .values({
      event_id: eventId,
      user_id: userId,
      state,
      guests,
      joined_at: new Date().toISOString(),
    })
    .execute();
}

export async function setGuests(db: Db, rsvpId: number, guests: number): Promise<void> {
  await db.updateTable('event_rsvps').set({ guests }).where('id', '=', rsvpId).execute();
}

/** The rider's party, grown past the free places, waits: keeping its row keeps its turn. */
export async function waitWithGuests(db: Db, rsvpId: number, guests: number): Promise<void> {
  await db
    .updateTable('event_rsvps')
    .set({ guests, state: 'waitlisted' })
    .where('id', '=', rsvpId)
    .execute();
}

/** Places an RSVP takes: the rider and each guest. */
const placesTaken = sql<string | number | null>`sum(1 + guests)`;

export async function deleteRsvp(db: Db, eventId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('event_rsvps')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .execute();
}

/** Places taken on the ride: riders going and their guests. */
export async function countGoing(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_rsvps')
    .select(placesTaken.as('n'))
    .where('event_id', '=', eventId)
    .where('state', '=', 'going')
    .executeTakeFirstOrThrow();
  return toCount(row.n ?? 0);
}

/**
 * Moves waiting riders, in join order, to going while they and their guests fit in `places`;
 * the first party that does not fit stops the line, so nobody is passed over by a smaller
 * party behind them. Answers who moved.
 */
export async function promoteWaiting(db: Db, eventId: number, places: number): Promise<number[]> {
  if (places <= 0) return [];
  const waiting = await db
    .selectFrom('event_rsvps')
    .select(['id', 'user_id', 'guests'])
    .where('event_id', '=', eventId)
    .where('state', '=', 'waitlisted')
    .orderBy('id')
    .limit(places)
    .execute();
  const first: typeof waiting = [];
  let left = places;
  for (const party of waiting) {
    if (1 + party.guests > left) break;
    first.push(party);
    left -= 1 + party.guests;
  }
  if (first.length === 0) return [];
  await db
    .updateTable('event_rsvps')
    .set({ state: 'going' })
    .where(
      'id',
      'in',
      first.map((row) => row.id),
    )
    .where('state', '=', 'waitlisted')
    .execute();
  return first.map((row) => row.user_id);
}

/** Riders of a ride in one state, in join order. */
export function ridersOf(db: Db, eventId: number, state: RsvpState) {
  return db
    .selectFrom('event_rsvps')
    .select(['user_id', 'joined_at', 'guests'])
    .where('event_id', '=', eventId)
    .where('state', '=', state)
    .orderBy('id')
    .execute();
}

/** Everybody on a ride, going or waiting. */
export async function everyoneOn(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_rsvps')
    .select('user_id')
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((row) => row.user_id);
}
