/**
 * RSVPs. A rider joins or leaves with PUT {going, guests}; repeating it changes nothing. Each
 * rider takes a place, and so does each guest they bring. With a capacity, riders past it wait
 * in join order with their guests (a rider going who asks for more guests than the free places
 * waits with them), and whenever places free (a rider leaves or brings fewer
 * guests, the capacity is raised) the first waiting riders move up and are told. Every change
 * runs in one transaction holding the ride's row (FOR UPDATE on PostgreSQL; SQLite has one
 * writer), so concurrent RSVPs queue up: none is lost and nobody moves up twice.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FastifyInstance } from 'fastify';
import { EVENT_TEXT, type Attendees, type Event } from '../../../../contract/events';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import { conflict, notFound } from '../../../http-errors';
import type { AuthUser } from '../../../types';
import { publicUsers } from '../../users';
import { findEvent, lockEvent } from '../repository';
import {
  countGoing,
  deleteRsvp,
  findRsvp,
  insertRsvp,
  ridersOf,
  setGuests,
  waitWithGuests,
} from './repository';
import { one } from '../service';
import { canEdit } from '../shapes';
import { forgetLeaver } from '../live/service';
import { fillFreePlaces, notifyPromoted } from './waitlist';

export async function setRsvp(
  app: FastifyInstance,
  rider: AuthUser,
  eventId: number,
  going: boolean,
  guests = 0,
): Promise<Event> {
  const { event, promoted } = await app.db.transaction().execute(async (trx) => {
    const row = await lockEvent(trx, app.dialect, eventId);
    if (!row) throw notFound(SERVER_MESSAGE.notFound);
    if (row.status === 'cancelled') throw conflict(EVENT_TEXT.cancelled);
    if (new Date(row.starts_at) <= new Date()) throw conflict(EVENT_TEXT.started);
    const mine = await findRsvp(trx, eventId, rider.id);
    const unchanged = going ? mine?.guests === guests : !mine;
    if (unchanged) return { event: row, promoted: [] };
    if (!going) await deleteRsvp(trx, eventId, rider.id);
    // A newcomer joins at the back of the queue; filling the free places then decides whether
    // they ride, so nobody who waited longer is passed over.
    else if (!mine) await insertRsvp(trx, eventId, rider.id, 'waitlisted', guests);
    else {
      // Going already: more guests than the free places make a party too big to ride, which
      // waits together, as a newcomer's would (the form says so before the rider asks). It
      // keeps its turn: it joined before anyone waiting. Waiting: the party that waits
      // changes, and keeps its turn.
      const more = guests - mine.guests;
      const free =
        mine.state === 'going' && more > 0 && row.capacity !== null
          ? row.capacity - (await countGoing(trx, eventId))
          : Infinity;
      if (more > free) await waitWithGuests(trx, mine.id, guests);
      else await setGuests(trx, mine.id, guests);
    }
    return { event: row, promoted: await fillFreePlaces(trx, row) };
  });
  notifyPromoted(
    app,
    event,
    promoted.filter((userId) => userId !== rider.id),
  );
  const place = await findRsvp(app.db, eventId, rider.id);
  if (place?.state !== 'going') await forgetLeaver(app, eventId, rider);
  return one(app.db, rider, eventId);
}

/** Who is going, for members; the waitlist too for the organiser and admins. */
export async function attendees(
  db: Kysely<Database>,
  reader: AuthUser,
  eventId: number,
): Promise<Attendees> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound(SERVER_MESSAGE.notFound);
  const [going, waiting] = await Promise.all([
    ridersOf(db, eventId, 'going'),
    ridersOf(db, eventId, 'waitlisted'),
  ]);
  const organiserView = canEdit(event, reader);
  const users = await publicUsers(db, [
    ...going.map((row) => row.user_id),
    ...(organiserView ? waiting.map((row) => row.user_id) : []),
  ]);
  const toAttendee = (row: { user_id: number; joined_at: string; guests: number }) => {
    const user = users.get(row.user_id);
    if (!user) throw new Error(`rider ${row.user_id} has no user row`);
    return { user, joinedAt: row.joined_at, guests: row.guests };
  };
  const places = (rows: { guests: number }[]) => rows.reduce((sum, row) => sum + 1 + row.guests, 0);
  return {
    going: going.map(toAttendee),
    waitlist: organiserView ? waiting.map(toAttendee) : null,
    goingCount: places(going),
    waitlistCount: places(waiting),
  };
}
