/** Queries on rides, their sponsors, routes and pictures. Each takes the database or a transaction. */
import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type Updateable,
} from 'kysely';
import {
  DISTANCE_BAND_KM,
  type DistanceBand,
  type EventList,
  type EventPace,
  type RideKind,
  type SeriesPatternOfRide,
} from '../../../contract/events';
import { toCount, type DialectName } from '../../db/connect';
import { pageOf } from '../../db/paging';
import type { Database, EventRoutesTable, EventsTable } from '../../db/schema';

type Db = Kysely<Database>;
export type EventRow = Selectable<EventsTable>;
export type EventRouteRow = Selectable<EventRoutesTable>;

export function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The ride, its row locked until the transaction ends on PostgreSQL, so changes to its RSVPs
 * happen one after another. SQLite has a single writer, which serialises them already.
 */
export function lockEvent(db: Db, dialect: DialectName, id: number) {
  let query = db.selectFrom('events').selectAll().where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What narrows a list: empty choices filter nothing; the window is [fromAt, toAt). */
export interface EventFilters {
  paces: EventPace[];
  kinds: RideKind[];
  distances: DistanceBand[];
  /** Only rides this member is going on (not waiting). */
  goingMemberId: number | null;
  /** ISO instants; with either, the list's own side of now gives way to the window. */
  fromAt: string | null;
  toAt: string | null;
}

export const NO_FILTERS: EventFilters = {
  paces: [],
  kinds: [],
  distances: [],
  goingMemberId: null,
  fromAt: null,
  toAt: null,
};

/**
 * A page of one of the lists: upcoming soonest first, past latest first, and the member's own
 * (organised, going or waiting) with the upcoming ones first, soonest first, then the past
 * ones latest first. Within a window of days every list is soonest first. The id breaks ties
 * between rides starting at the same time.
 */
export async function listEvents(
  db: Db,
  list: EventList,
  memberId: number | null,
  now: string,
  page: number,
  size: number,
  filters: EventFilters = NO_FILTERS,
): Promise<{ rows: EventRow[]; total: number }> {
  const windowed = filters.fromAt !== null || filters.toAt !== null;
  let base = db.selectFrom('events');
  if (windowed) {
    if (filters.fromAt !== null) base = base.where('starts_at', '>=', filters.fromAt);
    if (filters.toAt !== null) base = base.where('starts_at', '<', filters.toAt);
  } else {
    if (list === 'upcoming') base = base.where('starts_at', '>=', now);
    if (list === 'past') base = base.where('starts_at', '<', now);
  }
  if (list === 'mine') {
    const member = memberId ?? -1;
    base = base.where((eb) =>
      eb.or([
        eb('organiser_id', '=', member),
        eb.exists(
          eb
            .selectFrom('event_rsvps')
            .select('event_rsvps.id')
            .whereRef('event_rsvps.event_id', '=', 'events.id')
            .where('event_rsvps.user_id', '=', member),
        ),
      ]),
    );
  }
  if (filters.paces.length > 0) base = base.where('pace', 'in', filters.paces);
  if (filters.kinds.length > 0) base = base.where('kind', 'in', filters.kinds);
  if (filters.distances.length > 0) {
    // The organiser's figure, else the route's: the distance a rider reads on the card.
    const distance = sql<
      number | null
    >`coalesce(events.distance_km, (select event_routes.distance_km from event_routes where event_routes.id = events.route_id))`;
    base = base.where((eb) =>
      eb.or(
        filters.distances.map((band) => {
          const { aboveKm, upToKm } = DISTANCE_BAND_KM[band];
          const above = eb(distance, '>', aboveKm);
          return upToKm === null ? above : eb.and([above, eb(distance, '<=', upToKm)]);
        }),
      ),
    );
  }
  if (filters.goingMemberId !== null) {
    const member = filters.goingMemberId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_rsvps')
          .select('event_rsvps.id')
          .whereRef('event_rsvps.event_id', '=', 'events.id')
          .where('event_rsvps.user_id', '=', member)
          .where('event_rsvps.state', '=', 'going'),
      ),
    );
  }
  let ordered = base.selectAll('events');
  if (windowed || list === 'upcoming') {
    ordered = ordered.orderBy('starts_at', 'asc').orderBy('id', 'asc');
  } else if (list === 'past') {
    ordered = ordered.orderBy('starts_at', 'desc').orderBy('id', 'desc');
  } else {
    ordered = ordered
      .orderBy(sql`case when starts_at >= ${now} then 0 else 1 end`)
      .orderBy(sql`case when starts_at >= ${now} then starts_at end`, 'asc')
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'asc');
  }
  return pageOf(
    ordered,
    base.select((eb) => eb.fn.countAll().as('n')),
    page,
    size,
  );
}

export async function insertEvent(db: Db, event: Insertable<EventsTable>): Promise<number> {
  const row = await db.insertInto('events').values(event).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(
  db: Db,
  id: number,
  patch: Updateable<EventsTable>,
): Promise<void> {
  await db.updateTable('events').set(patch).where('id', '=', id).execute();
}

export interface SponsorValues {
  name: string;
  description: string;
  mediaId: string | null;
}

export async function replaceSponsors(
  db: Db,
  eventId: number,
  sponsors: SponsorValues[],
): Promise<void> {
  await db.deleteFrom('event_sponsors').where('event_id', '=', eventId).execute();
  if (sponsors.length === 0) return;
  await db
    .insertInto('event_sponsors')
    .values(
      sponsors.map((sponsor, position) => ({
        event_id: eventId,
        position,
        name: sponsor.name,
        description: sponsor.description,
        media_id: sponsor.mediaId,
      })),
    )
    .execute();
}

export function sponsorsOf(db: Db, eventId: number) {
  return db
    .selectFrom('event_sponsors')
    .leftJoin('media', 'media.id', 'event_sponsors.media_id')
    .select([
      'event_sponsors.name',
      'event_sponsors.description',
      'event_sponsors.media_id',
      'media.widths',
    ])
    .where('event_sponsors.event_id', '=', eventId)
    .orderBy('event_sponsors.position')
    .execute();
}

/** The stored widths of these pictures, by media id. */
export function mediaOwnership(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media')
    .select(['id', 'owner_id', 'kind'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** The pictures a ride holds now: its cover and its sponsors'. */
export async function picturesOfEvent(db: Db, eventId: number): Promise<string[]> {
  const [event, sponsors] = await Promise.all([
    db.selectFrom('events').select('cover_media_id').where('id', '=', eventId).executeTakeFirst(),
    db.selectFrom('event_sponsors').select('media_id').where('event_id', '=', eventId).execute(),
  ]);
  return [event?.cover_media_id, ...sponsors.map((row) => row.media_id)].filter(
    (id): id is string => !!id,
  );
}

/** Of these pictures, the ones no ride holds any more, as cover or sponsor picture. */
export async function picturesNoRideHolds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const [covers, sponsors] = await Promise.all([
    db
      .selectFrom('events')
      .select('cover_media_id as id')
      .where('cover_media_id', 'in', ids)
      .execute(),
    db.selectFrom('event_sponsors').select('media_id as id').where('media_id', 'in', ids).execute(),
  ]);
  const held = new Set([...covers, ...sponsors].map((row) => row.id));
  return ids.filter((id) => !held.has(id));
}

export async function insertRoute(db: Db, route: Insertable<EventRoutesTable>): Promise<void> {
  await db.insertInto('event_routes').values(route).execute();
}

/** A route without its GPX file, which can be megabytes: what a ride's page shows. */
export function findRoute(db: Db, id: string): Promise<Omit<EventRouteRow, 'gpx'> | undefined> {
  return db
    .selectFrom('event_routes')
    .select([
      'id',
      'owner_id',
      'distance_km',
      'elevation_gain_m',
      'point_count',
      'track',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The ride's route with its GPX file, for the download. */
export function findRideRouteFile(
  db: Db,
  eventId: number,
): Promise<Pick<EventRouteRow, 'track' | 'gpx'> | undefined> {
  return db
    .selectFrom('events')
    .innerJoin('event_routes', 'event_routes.id', 'events.route_id')
    .select(['event_routes.track', 'event_routes.gpx'])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
}

/** The distance of these routes, by id, without their tracks: what a list needs. */
/** What a list shows of a ride beyond its own row; the reader's place only for a member. */
export interface RideListDetails {
  coverWidths: string | null;
  routeDistanceKm: number | null;
  going: number;
  waitlisted: number;
  series: SeriesPatternOfRide | null;
  myState: 'going' | 'waitlisted' | null;
  myGuests: number;
  /** 1 = next off the waitlist; null unless the reader waits. */
  myPosition: number | null;
}

/** A reader's own place on one ride: their RSVP, guests and, while waiting, their turn. */
export interface MyPlace {
  state: 'going' | 'waitlisted';
  guests: number;
  /** 1 = next off the waitlist; null unless the reader waits. */
  position: number | null;
}

/** The reader's own places on a page of rides, in one query on the RSVPs' indexes. */
export async function myPlaces(
  db: Db,
  eventIds: number[],
  readerId: number,
): Promise<Map<number, MyPlace>> {
  const places = new Map<number, MyPlace>();
  if (eventIds.length === 0) return places;
  const rows = await db
    .selectFrom('event_rsvps as mine')
    .select((eb) => [
      'mine.event_id',
      'mine.state',
      'mine.guests',
      eb
        .selectFrom('event_rsvps as ahead')
        .whereRef('ahead.event_id', '=', 'mine.event_id')
        .where('ahead.state', '=', 'waitlisted')
        .whereRef('ahead.id', '<=', 'mine.id')
        .select((inner) => inner.fn.countAll().as('n'))
        .as('position'),
    ])
    .where('mine.user_id', '=', readerId)
    .where('mine.event_id', 'in', eventIds)
    .execute();
  for (const row of rows) {
    places.set(row.event_id, {
      state: row.state,
      guests: row.guests,
      position: row.state === 'waitlisted' ? toCount(row.position as string | number | null) : null,
    });
  }
  return places;
}

/** Places taken on a ride in one state: each rider and their guests. */
function placesIn(eb: ExpressionBuilder<Database, 'events'>, state: 'going' | 'waitlisted') {
  return eb
    .selectFrom('event_rsvps')
    .whereRef('event_rsvps.event_id', '=', 'events.id')
    .where('event_rsvps.state', '=', state)
    .select(sql<string | number | null>`sum(1 + event_rsvps.guests)`.as('n'));
}

/**
 * A page of rides' cover, route distance, series, places taken and the reader's own place, in
 * one query: joins on the ride's own keys, and subqueries on the RSVPs' (event_id, …) index.
 */
export async function rideListDetails(
  db: Db,
  eventIds: number[],
  readerId: number | null,
): Promise<Map<number, RideListDetails>> {
  const details = new Map<number, RideListDetails>();
  if (eventIds.length === 0) return details;
  const rows = await db
    .selectFrom('events')
    .leftJoin('media as cover', 'cover.id', 'events.cover_media_id')
    .leftJoin('event_routes', 'event_routes.id', 'events.route_id')
    .leftJoin('ride_series', 'ride_series.id', 'events.series_id')
    .leftJoin('event_rsvps as mine', (join) =>
      join.onRef('mine.event_id', '=', 'events.id').on('mine.user_id', '=', readerId ?? -1),
    )
    .select((eb) => [
      'events.id',
      'cover.widths as cover_widths',
      'event_routes.distance_km as route_distance_km',
      'ride_series.id as series_id',
      'ride_series.frequency',
      'ride_series.interval',
      'ride_series.week_of_month',
      'ride_series.weekday',
      'mine.state as my_state',
      'mine.guests as my_guests',
      placesIn(eb, 'going').as('going'),
      placesIn(eb, 'waitlisted').as('waitlisted'),
      eb
        .selectFrom('event_rsvps as ahead')
        .whereRef('ahead.event_id', '=', 'events.id')
        .where('ahead.state', '=', 'waitlisted')
        .whereRef('ahead.id', '<=', 'mine.id')
        .select((inner) => inner.fn.countAll().as('n'))
        .as('my_position'),
    ])
    .where('events.id', 'in', eventIds)
    .execute();
  for (const row of rows) {
    details.set(row.id, {
      coverWidths: row.cover_widths ?? null,
      routeDistanceKm: row.route_distance_km === null ? null : Number(row.route_distance_km),
      going: toCount(row.going as string | number | null),
      waitlisted: toCount(row.waitlisted as string | number | null),
      series:
        row.series_id === null || row.frequency === null
          ? null
          : {
              id: row.series_id,
              frequency: row.frequency,
              interval: row.interval!,
              weekOfMonth: row.week_of_month as SeriesPatternOfRide['weekOfMonth'],
              weekday: row.weekday!,
            },
      myState: row.my_state ?? null,
      myGuests: row.my_guests ?? 0,
      myPosition:
        row.my_state === 'waitlisted' ? toCount(row.my_position as string | number | null) : null,
    });
  }
  return details;
}
