/**
 * A ride's route as a GPX file for riders' bike computers: the file as its organiser uploaded
 * it, or, for a route stored before files were kept, one written from the simplified track.
 * Open to whoever may read the ride, as the ride itself is.
 */
import type { TrackPoint } from '../../../../contract/events';
import { SERVER_MESSAGE } from '../../../../contract/messages';
import { notFound } from '../../../http-errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { findEvent, findRideRouteFile } from '../repository';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GPX 1.1 of a track: one segment, each point with its height when it has one. */
export function trackToGpx(name: string, track: readonly TrackPoint[]): string {
  const points = track
    .map(([lat, lon, ele]) =>
      ele === undefined
        ? `<trkpt lat="${lat}" lon="${lon}"/>`
        : `<trkpt lat="${lat}" lon="${lon}"><ele>${ele}</ele></trkpt>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="club app" xmlns="http://www.topografix.com/GPX/1/1">
<trk><name>${escapeXml(name)}</name><trkseg>
${points}
</trkseg></trk>
</gpx>
`;
}

export async function rideGpx(db: Kysely<Database>, eventId: number): Promise<string> {
  const [ride, route] = await Promise.all([findEvent(db, eventId), findRideRouteFile(db, eventId)]);
  if (!ride || !route) throw notFound(SERVER_MESSAGE.notFound);
  return route.gpx ?? trackToGpx(ride.name, JSON.parse(route.track) as TrackPoint[]);
}
