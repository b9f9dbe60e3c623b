/**
 * Rows to the contract's rides, for one reader. A page of rides is read with two queries
 * whatever its size: its organisers, and its covers, distances, series, counts and the reader's
 * places (rideListDetails).
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
  rideListDetails,
  sponsorsOf,
  type EventRouteRow,
  type EventRow,
} from './repository';
import { nextRides } from './series/repository';
import { SERIES_LIMITS } from '../../../contract/ride-series';

type Db = Kysely<Database>;

/** The organiser and admins edit and cancel a ride. */
export function canEdit(event: Pick<EventRow, 'organiser_id'>, reader: AuthUser | null): boolean {
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
  const [organisers, details] = await Promise.all([
    publicUsers(
      db,
      rows.map((row) => row.organiser_id),
    ),
    rideListDetails(
      db,
      rows.map((row) => row.id),
      reader?.id ?? null,
    ),
  ]);
  return rows.map((row) => {
    const organiser = organisers.get(row.organiser_id);
    if (!organiser) throw new Error(`ride ${row.id} has no organiser row`);
    const detail = details.get(row.id);
    const cover = row.cover_media_id ? detail?.coverWidths : null;
    return {
      id: row.id,
      name: row.name,
      coverPicture: cover && row.cover_media_id ? toEventPicture(row.cover_media_id, cover) : null,
      startsAt: row.starts_at,
      durationMinutes: row.duration_minutes,
      from: place(row.from_name, row.from_lat, row.from_lng),
      to: place(row.to_name, row.to_lat, row.to_lng),
      distanceKm:
        row.distance_km !== null ? Number(row.distance_km) : (detail?.routeDistanceKm ?? null),
      pace: row.pace,
      kind: row.kind,
      organiser,
      capacity: row.capacity,
      status: row.status,
      goingCount: detail?.going ?? 0,
      waitlistCount: detail?.waitlisted ?? 0,
      myRsvp: detail?.myState ?? null,
      myWaitlistPosition: detail?.myPosition ?? null,
      myGuests: detail?.myGuests ?? 0,
      hasRoute: row.route_id !== null,
      canEdit: canEdit(row, reader),
      series: row.series_id === null ? null : (detail?.series ?? null),
    };
  });
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
