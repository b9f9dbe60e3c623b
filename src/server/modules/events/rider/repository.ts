/** The rides one member joined and rode, for their profile. Takes the database or a transaction. */
import { sql, type Kysely } from 'kysely';
import type { RsvpState } from '../../../../contract/events';
import { pageOf } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import type { EventRow } from '../repository';

type Db = Kysely<Database>;

/**
 * A page of the scheduled rides of one member: the upcoming ones where they hold a place in one
 * of `states`, soonest first, then the started ones the roll-call marked them present at (a
 * walk-up too), latest first. A started ride they only said they would go to is not listed:
 * going is a plan, the roll-call is what happened. Cancelled rides are left out: nobody rode them.
 */
export async function listRiderEvents(
  db: Db,
  riderId: number,
  states: readonly RsvpState[],
  now: string,
  page: number,
  size: number,
): Promise<{ rows: EventRow[]; total: number }> {
  const base = db
    .selectFrom('events')
    .where('status', '=', 'scheduled')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('starts_at', '>=', now),
          eb.exists(
            eb
              .selectFrom('event_rsvps')
              .select('event_rsvps.id')
              .whereRef('event_rsvps.event_id', '=', 'events.id')
              .where('event_rsvps.user_id', '=', riderId)
              .where('event_rsvps.state', 'in', states),
          ),
        ]),
        eb.and([
          eb('starts_at', '<', now),
          eb.exists(
            eb
              .selectFrom('event_attendance')
              .select('event_attendance.id')
              .whereRef('event_attendance.event_id', '=', 'events.id')
              .where('event_attendance.user_id', '=', riderId)
              .where('event_attendance.present', '=', 1),
          ),
        ]),
      ]),
    );
  return pageOf(
    base
      .selectAll()
      .orderBy(sql`case when starts_at >= ${now} then 0 else 1 end`)
      .orderBy(sql`case when starts_at >= ${now} then starts_at end`, 'asc')
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'asc'),
    base.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

/**
 * How many started, scheduled rides the roll-call marked the member present at, and their
 * distance (the organiser's figure, else the route's; a ride with neither adds none).
 */
export async function riddenTotals(
  db: Db,
  riderId: number,
  now: string,
): Promise<{ rides: number; distanceKm: number }> {
  const row = await db
    .selectFrom('event_attendance')
    .innerJoin('events', 'events.id', 'event_attendance.event_id')
    .leftJoin('event_routes', 'event_routes.id', 'events.route_id')
    .where('event_attendance.user_id', '=', riderId)
    .where('event_attendance.present', '=', 1)
    .where('events.status', '=', 'scheduled')
    .where('events.starts_at', '<', now)
    .select((eb) => [
      eb.fn.countAll().as('rides'),
      eb.fn.sum(eb.fn.coalesce('events.distance_km', 'event_routes.distance_km')).as('distance_km'),
    ])
    .executeTakeFirst();
  return {
    rides: Number(row?.rides ?? 0),
    distanceKm: Math.round(Number(row?.distance_km ?? 0) * 10) / 10,
  };
}
