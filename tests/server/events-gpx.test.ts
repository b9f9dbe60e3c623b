/**
 * GPX routes: distance along tracks and routes, elevation gain above the noise, a long track
 * simplified for drawing with its ends kept; malformed, empty, oversized and entity-laden files
 * refused with a clear message; a ride takes only its editor's own route.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_LIMITS,
  EVENT_TEXT,
  uploadedRouteSchema,
  type UploadedRoute,
} from '../../src/contract/events';
import {
  elevationGain,
  haversineM,
  parseGpx,
} from '../../src/server/modules/events/route-file/gpx';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { createRide, makeRiders, rideInput, type Rider } from './events-fixtures';

interface Point {
  lat: number;
  lon: number;
  ele?: number;
}

function trackGpx(segments: Point[][]): string {
  const point = (p: Point) =>
    `<trkpt lat="${p.lat}" lon="${p.lon}">${p.ele === undefined ? '' : `<ele>${p.ele}</ele>`}<time>2026-05-01T06:00:00Z</time></trkpt>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="club test" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><name>Test ride</name></metadata>
  <trk><name>Ride</name>${segments
    .map((segment) => `<trkseg>${segment.map(point).join('\n')}</trkseg>`)
    .join('')}</trk>
</gpx>`;
}

/** Points due north from Dhanmondi, `stepDeg` of latitude apart. */
const northward = (count: number, stepDeg: number, ele?: (i: number) => number): Point[] =>
  Array.from({ length: count }, (_, i) => ({
    lat: 23.7 + i * stepDeg,
    lon: 90.4,
    ...(ele ? { ele: ele(i) } : {}),
  }));

/** One degree of latitude on the mean Earth radius. */
const KM_PER_DEGREE = (2 * Math.PI * 6371.0088) / 360;

describe('reading GPX', () => {
  it('measures a track along its segments and counts climbs above the noise', () => {
    // 101 points 0.001° apart, a slow 2 m per point climb for 50 points, then down again.
    const points = northward(101, 0.001, (i) => (i <= 50 ? 10 + 2 * i : 110 - 2 * (i - 50)));
    const route = parseGpx(Buffer.from(trackGpx([points])));
    expect(route.pointCount).toBe(101);
    expect(route.distanceKm).toBeCloseTo(0.1 * KM_PER_DEGREE, 1);
    expect(route.elevationGainM).toBe(100);
    expect(route.track[0]).toEqual([23.7, 90.4, 10]);
    expect(route.track.at(-1)).toEqual([23.8, 90.4, 10]);
  });

  it('ignores wobbles smaller than the threshold', () => {
    expect(elevationGain([10, 12, 10, 12, 10, 12, 10])).toBe(0);
    expect(elevationGain([10, 14, 11, 15, 20])).toBe(4 + 9);
  });

  it('does not count the gap between two segments as ridden', () => {
    const first = northward(11, 0.001);
    const second = northward(11, 0.001).map((p) => ({ ...p, lon: 91.4 }));
    const route = parseGpx(Buffer.from(trackGpx([first, second])));
    expect(route.distanceKm).toBeCloseTo(2 * 0.01 * KM_PER_DEGREE, 1);
    expect(route.pointCount).toBe(22);
  });

  it('reads routes (rte/rtept) when the file has no track', () => {
    const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="planner"><rte><name>Plan</name>
      <rtept lat="23.7465" lon="90.3763"><ele>5</ele></rtept>
      <rtept lat="23.8103" lon="90.4125"><ele>12</ele></rtept>
      <rtept lat="23.9113" lon="90.2545"><ele>20</ele></rtept></rte></gpx>`;
    const route = parseGpx(Buffer.from(gpx));
    const expected =
      haversineM([23.7465, 90.3763], [23.8103, 90.4125]) +
      haversineM([23.8103, 90.4125], [23.9113, 90.2545]);
    expect(route.distanceKm).toBeCloseTo(expected / 1000, 2);
    expect(route.elevationGainM).toBe(15);
    expect(route.track).toHaveLength(3);
  });

  it('simplifies a long wiggly track to at most the limit, keeping both ends and the shape', () => {
    const points = Array.from({ length: 5000 }, (_, i) => ({
      lat: 23.7 + i * 0.0001,
      lon: 90.4 + 0.01 * Math.sin(i / 200),
    }));
    const route = parseGpx(Buffer.from(trackGpx([points])));
    expect(route.pointCount).toBe(5000);
    expect(route.track.length).toBeLessThanOrEqual(EVENT_LIMITS.trackMaxPoints);
    expect(route.track.length).toBeGreaterThan(50);
    expect(route.track[0]).toEqual([23.7, 90.4]);
    expect(route.track.at(-1)![0]).toBeCloseTo(23.7 + 4999 * 0.0001, 5);
    // The farthest swing east survives simplification.
    const east = Math.max(...route.track.map(([, lng]) => lng));
    expect(east).toBeCloseTo(90.41, 3);
  });

  const refused = (text: string, message: string, status = 400) => {
    try {
      parseGpx(Buffer.from(text));
    } catch (error) {
      expect(error).toMatchObject({ statusCode: status, message });
      return;
    }
    throw new Error('the file was accepted');
  };

  it('refuses malformed, empty and entity-laden files', () => {
    refused(
      '<gpx><trk><trkseg><trkpt lat="1" lon="2"></trkseg></trk></gpx>',
      EVENT_TEXT.gpxMalformed,
    );
    refused('this is not xml at all', EVENT_TEXT.gpxMalformed);
    refused('<kml><Document/></kml>', EVENT_TEXT.gpxMalformed);
    refused(
      '<gpx><trk><trkseg><trkpt lat="95" lon="2"/></trkseg></trk></gpx>',
      EVENT_TEXT.gpxMalformed,
    );
    refused('<gpx><trk><trkseg><trkpt lon="2"/></trkseg></trk></gpx>', EVENT_TEXT.gpxMalformed);
    refused('<gpx version="1.1"><metadata/><trk><trkseg/></trk></gpx>', EVENT_TEXT.gpxEmpty);
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE gpx [
  <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
  <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
]>
<gpx version="1.1"><trk><name>&d;</name><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>`;
    refused(bomb, EVENT_TEXT.gpxEntities);
    refused(
      '<?xml version="1.0"?><!DOCTYPE gpx SYSTEM "file:///etc/passwd"><gpx/>',
      EVENT_TEXT.gpxEntities,
    );
  });
});

describe('uploading a route', () => {
  let server: TestServer;
  let organiser: Rider;
  let other: Rider;

  beforeAll(async () => {
    server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
    [organiser, other] = (await makeRiders(server, 'gpx_rider', 2)) as [Rider, Rider];
  });
  afterAll(async () => server?.close());

  const upload = (rider: Rider, file: Buffer, field = 'gpx') => {
    const boundary = `----club${randomUUID()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="ride.gpx"\r\n` +
        'Content-Type: application/gpx+xml\r\n\r\n',
    );
    return rider.client.request({
      method: 'POST',
      url: '/api/event/route',
      payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('answers the route, which the organiser’s ride then carries (distance included)', async () => {
    const file = Buffer.from(trackGpx([northward(201, 0.0005, (i) => 10 + (i % 50))]));
    const reply = await upload(organiser, file);
    expect(reply.statusCode, reply.body).toBe(201);
    const route: UploadedRoute = uploadedRouteSchema.parse(reply.json());
    expect(route.distanceKm).toBeCloseTo(0.1 * KM_PER_DEGREE, 1);
    // Four climbs of 49 m each counted in steps of the 3 m threshold: 48 m each.
    expect(route.elevationGainM).toBe(4 * 48);

    const ride = await createRide(organiser.client, { routeId: route.id, distanceKm: null });
    expect(ride.route).toEqual({
      distanceKm: route.distanceKm,
      elevationGainM: route.elevationGainM,
      track: route.track,
    });
    expect(ride.distanceKm).toBe(route.distanceKm);
    expect(ride.hasRoute).toBe(true);
    expect(ride.routeId).toBe(route.id);

    // An edit that sends the ride's routeId back keeps the route.
    const kept = await organiser.client.put(
      `/api/event/${ride.id}`,
      rideInput({ startsAt: ride.startsAt, routeId: ride.routeId, distanceKm: null }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ routeId: route.id, hasRoute: true });

    // Somebody else's route is refused; dropping the route is an edit like any other.
    const stolen = await other.client.post('/api/event', rideInput({ routeId: route.id }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fieldErrors).toEqual({ routeId: EVENT_TEXT.notYourRoute });
    const dropped = await organiser.client.put(
      `/api/event/${ride.id}`,
      rideInput({ startsAt: ride.startsAt, routeId: null, distanceKm: null }),
    );
    expect(dropped.json()).toMatchObject({ route: null, hasRoute: false, distanceKm: null });
  });

  it('refuses a bad file with a clear 400, an oversized one with 413, a visitor with 401', async () => {
    const bad = await upload(organiser, Buffer.from('<gpx><trk>'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EVENT_TEXT.gpxMalformed);
    const wrongField = await upload(
      organiser,
      Buffer.from(trackGpx([northward(3, 0.001)])),
      'file',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(EVENT_TEXT.gpxField);

    const big = Buffer.from(trackGpx([northward(60_000, 0.00001, (i) => i % 7)]));
    expect(big.length).toBeGreaterThan(EVENT_LIMITS.gpxMaxBytes);
    const tooLarge = await upload(organiser, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(EVENT_TEXT.gpxTooLarge);

    const visitor = await server.client().request({
      method: 'POST',
      url: '/api/event/route',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(visitor.statusCode).toBe(401);
    const routes = await server.app.db.selectFrom('event_routes').select('id').execute();
    expect(routes).toHaveLength(1);
  });
});
