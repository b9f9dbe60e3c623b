/**
 * A ride's route on a map: heights kept from the GPX for the elevation profile, routes stored
 * before heights (pairs only, no file) still read, the GPX download (the uploaded file, or one
 * written from the track) for whoever may read the ride, the tile settings reply, and the CSP
 * letting in the configured tile server's origin alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema, uploadedRouteSchema } from '../../src/contract/events';
import { DEFAULT_MAP_TILE_URL, mapSettingsSchema, tileOrigin } from '../../src/contract/map';
import { loadConfig } from '../../src/server/config';
import { startTestServer, type TestServer } from '../helpers/server-app';
import { createRide, makeRiders, type Rider } from './events-fixtures';

const GPX = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="club test" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Lake loop</name><trkseg>
    <trkpt lat="23.7465" lon="90.3763"><ele>8.26</ele></trkpt>
    <trkpt lat="23.7565" lon="90.3803"><ele>21</ele></trkpt>
    <trkpt lat="23.7665" lon="90.3763"></trkpt>
    <trkpt lat="23.7765" lon="90.3803"><ele>14.5</ele></trkpt>
  </trkseg></trk>
</gpx>`;

function uploadGpx(rider: Rider, file: string) {
  const boundary = `----club${randomUUID()}`;
  return rider.client.request({
    method: 'POST',
    url: '/api/event/route',
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="gpx"; filename="ride.gpx"\r\n` +
          'Content-Type: application/gpx+xml\r\n\r\n',
      ),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('a ride route with heights, and its GPX download', () => {
  let server: TestServer;
  let organiser: Rider;
  let other: Rider;

  beforeAll(async () => {
    server = await startTestServer({ env: { JOB_INTERVAL_SECONDS: '0' } });
    [organiser, other] = (await makeRiders(server, 'map_rider', 2)) as [Rider, Rider];
  });
  afterAll(async () => server?.close());

  it('keeps each point’s height, and leaves it off a point the file gave none', async () => {
    const reply = await uploadGpx(organiser, GPX);
    expect(reply.statusCode, reply.body).toBe(201);
    const route = uploadedRouteSchema.parse(reply.json());
    expect(route.track).toEqual([
      [23.7465, 90.3763, 8.3],
      [23.7565, 90.3803, 21],
      [23.7665, 90.3763],
      [23.7765, 90.3803, 14.5],
    ]);
    const ride = await createRide(organiser.client, { routeId: route.id });
    const read = eventSchema.parse((await other.client.get(`/api/event/${ride.id}`)).json());
    expect(read.route?.track[1]).toEqual([23.7565, 90.3803, 21]);
  });

  it('serves the uploaded file to members and visitors alike, as the ride is', async () => {
    const route = uploadedRouteSchema.parse((await uploadGpx(organiser, GPX)).json());
    const ride = await createRide(organiser.client, { routeId: route.id });
    for (const client of [other.client, server.client()]) {
      const reply = await client.get(`/api/event/${ride.id}/route.gpx`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('application/gpx+xml');
      expect(reply.headers['content-disposition']).toBe(
        `attachment; filename="ride-${ride.id}.gpx"`,
      );
      expect(reply.body).toBe(GPX);
    }
  });

  it('answers 404 for a ride without a route, and for no ride', async () => {
    const ride = await createRide(organiser.client, { routeId: null });
    expect((await other.client.get(`/api/event/${ride.id}/route.gpx`)).statusCode).toBe(404);
    expect((await other.client.get('/api/event/999999/route.gpx')).statusCode).toBe(404);
    expect((await other.client.get('/api/event/nope/route.gpx')).statusCode).toBe(400);
  });

  it('still reads a route stored before heights and files were kept', async () => {
    const id = randomUUID();
    await server.app.db
      .insertInto('event_routes')
      .values({
        id,
        owner_id: organiser.id,
        distance_km: 2.2,
        elevation_gain_m: 0,
        point_count: 3,
        track: JSON.stringify([
          [23.7, 90.4],
          [23.71, 90.41],
          [23.72, 90.4],
        ]),
        gpx: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const ride = await createRide(organiser.client, { routeId: id, name: 'Old & <loop>' });
    const read = eventSchema.parse((await other.client.get(`/api/event/${ride.id}`)).json());
    expect(read.route?.track).toEqual([
      [23.7, 90.4],
      [23.71, 90.41],
      [23.72, 90.4],
    ]);
    const file = await other.client.get(`/api/event/${ride.id}/route.gpx`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<name>Old &#38; &#60;loop&#62;</name>');
    expect(file.body.match(/<trkpt /g)).toHaveLength(3);
    expect(file.body).toContain('<trkpt lat="23.71" lon="90.41"/>');
  });
});

describe('map tiles', () => {
  let standard: TestServer;
  let local: TestServer;
  const localTiles = 'http://127.0.0.1:8999/tiles/{z}/{x}/{y}.png';

  beforeAll(async () => {
    [standard, local] = await Promise.all([
      startTestServer(),
      startTestServer({
        env: {
          MAP_TILE_URL: localTiles,
          MAP_TILE_ATTRIBUTION: 'Test tiles',
          MAP_CENTER: '51.5072, -0.1276',
        },
      }),
    ]);
  });
  afterAll(async () => Promise.all([standard?.close(), local?.close()]));

  it('tells anyone where tiles come from and where an empty map opens, unless configured', async () => {
    const reply = await standard.client().get('/api/map/settings');
    expect(reply.statusCode).toBe(200);
    expect(mapSettingsSchema.parse(reply.json())).toEqual({
      tileUrl: DEFAULT_MAP_TILE_URL,
      attribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      center: [23.7806, 90.407],
    });
    expect((await local.client().get('/api/map/settings')).json()).toEqual({
      tileUrl: localTiles,
      attribution: 'Test tiles',
      center: [51.5072, -0.1276],
    });
  });

  it('lets images in from the tile server’s origin alone', async () => {
    const imgSrc = (csp: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('img-src'));
    const standardCsp = String(
      (await standard.client().get('/api/map/settings')).headers['content-security-policy'],
    );
    expect(imgSrc(standardCsp)).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    const localCsp = String(
      (await local.client().get('/api/health')).headers['content-security-policy'],
    );
    expect(imgSrc(localCsp)).toBe("img-src 'self' data: blob: http://127.0.0.1:8999");
  });

  it('refuses to start with a starting point that is not a latitude and longitude', () => {
    for (const value of ['51.5', '51.5,', '91,0', '51.5,-0.1,3', 'north,west'])
      expect(() => loadConfig({ DATA_DIR: standard.dataDir, MAP_CENTER: value })).toThrow(
        /MAP_CENTER/,
      );
  });

  it('refuses to start with a tile address that is not http(s)', () => {
    expect(() =>
      loadConfig({ DATA_DIR: standard.dataDir, MAP_TILE_URL: 'javascript:alert(1)' }),
    ).toThrow(/MAP_TILE_URL/);
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
  });
});
