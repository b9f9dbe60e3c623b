/**
 * Rows to the contract's rides, for one reader. A page of rides is read with a fixed number of
 * queries whatever its size: organisers, pictures, counts and the reader's places are fetched
 * for all its rides at once.
 */
import type { Kysely } from 'kysely';
import type { Event, EventListItem, EventPicture, EventRoute } from '../../../contract/events';
import type { Database } from '../../db/schema';
import { hasRole } from '../../plugins/auth';
import type { AuthUser } from '../../types';
import { pictureSizes } from '../media';
import { publicUsers } from '../users';
import {
  findRoute,
  mediaWidths,
  routeDistances,
  sponsorsOf,
  type EventRouteRow,
  type EventRow,
} from './repository';
import { placesOf, rsvpCounts } from './rsvp/repository';
import { nextRides, seriesByIds, type SeriesRow } from './series/repository';
import { SERIES_LIMITS } from '../../../contract/ride-series';
import type { SeriesPatternOfRide } from '../../../contract/events';

type Db = Kysely<Database>;

/** The organiser and admins edit and cancel a ride. */
export function canEdit(event: EventRow, reader: AuthUser | null): boolean {
  return reader !== null && (reader.id === event.organiser_id || hasRole(reader, 'ROLE_ADMIN'));
}

export function toEventPicture(mediaId: string, widthsJson: string): EventPicture {
  return { id: mediaId, ...pictureSizes(mediaId, widthsJson) };
}

export function toRoute(row: Omit<EventRouteRow, 'gpx'>): EventRoute {
  return {
    distanceKm: Number(row.distance_km),
    elevationGainM: Number(row.elevation_gain_m),
    track: JSON.parse(row.track) as EventRoute['track'],
  };
}

const place = (name: string, lat: number | null, lng: number | null) => ({
  name,
  lat: lat === null ? null : Number(lat),
  lng: lng === null ? null : Number(lng),
});

export async function toEventListItems(
  db: Db,
  rows: EventRow[],
  reader: AuthUser | null,
): Promise<EventListItem[]> {
  const ids = rows.map((row) => row.id);
  const [organisers, covers, distances, counts, places, series] = await Promise.all([
    publicUsers(
      db,
      rows.map((row) => row.organiser_id),
    ),
    mediaWidths(
      db,
      rows.flatMap((row) => (row.cover_media_id ? [row.cover_media_id] : [])),
    ),
    routeDistances(
      db,
      rows.flatMap((row) => (row.route_id ? [row.route_id] : [])),
    ),
    rsvpCounts(db, ids),
    reader ? placesOf(db, ids, reader.id) : Promise.resolve(new Map()),
    seriesByIds(
      db,
      rows.flatMap((row) => (row.series_id === null ? [] : [row.series_id])),
    ),
  ]);
  return rows.map((row) => {
    const organiser = organisers.get(row.organiser_id);
    if (!organiser) throw new Error(`ride ${row.id} has no organiser row`);
    const cover = row.cover_media_id ? covers.get(row.cover_media_id) : undefined;
    const count = counts.get(row.id) ?? { going: 0, waitlisted: 0 };
    const mine = places.get(row.id);
    const routeDistance = row.route_id ? distances.get(row.route_id) : undefined;
    return {
      id: row.id,
      name: row.name,
      coverPicture: cover && row.cover_media_id ? toEventPicture(row.cover_media_id, cover) : null,
      startsAt: row.starts_at,
      durationMinutes: row.duration_minutes,
      from: place(row.from_name, row.from_lat, row.from_lng),
      to: place(row.to_name, row.to_lat, row.to_lng),
      distanceKm: row.distance_km !== null ? Number(row.distance_km) : (routeDistance ?? null),
      pace: row.pace,
      kind: row.kind,
      organiser,
      capacity: row.capacity,
      status: row.status,
      goingCount: count.going,
      waitlistCount: count.waitlisted,
      myRsvp: mine?.state ?? null,
      myWaitlistPosition: mine?.position ?? null,
      myGuests: mine?.guests ?? 0,
      hasRoute: row.route_id !== null,
      canEdit: canEdit(row, reader),
      series: row.series_id === null ? null : toSeriesPattern(series.get(row.series_id)),
    };
  });
}

function toSeriesPattern(row: SeriesRow | undefined): SeriesPatternOfRide | null {
  if (!row) return null;
  return {
    id: row.id,
    frequency: row.frequency,
    interval: row.interval,
    weekOfMonth: row.week_of_month as SeriesPatternOfRide['weekOfMonth'],
    weekday: row.weekday,
  };
}

export async function toEvent(db: Db, row: EventRow, reader: AuthUser | null): Promise<Event> {
  const [[item], sponsors, route, next] = await Promise.all([
    toEventListItems(db, [row], reader),
    sponsorsOf(db, row.id),
    row.route_id ? findRoute(db, row.route_id) : Promise.resolve(undefined),
    row.series_id === null
      ? Promise.resolve([])
      : nextRides(
          db,
          row.series_id,
          row.starts_at,
          new Date().toISOString(),
          SERIES_LIMITS.nextShown,
        ),
  ]);
  return {
    ...item!,
    description: row.description,
    sponsors: sponsors.map((sponsor) => ({
      name: sponsor.name,
      description: sponsor.description,
      picture:
        sponsor.media_id && sponsor.widths
          ? toEventPicture(sponsor.media_id, sponsor.widths)
          : null,
    })),
    route: route ? toRoute(route) : null,
    routeId: row.route_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    seriesNext: next.map((ride) => ({ id: ride.id, startsAt: ride.starts_at })),
  };
}
