/**
 * A ride's route on a map: the tiles come from the configured tile server (the test's stand-in),
 * the start and finish are named, the height profile shows, "Open the start in maps" carries the
 * start's coordinates; offline, a reload shows the outline drawn from the stored track.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { TILE_URL } from './support/env';
import { xsrfHeader, uniqueUsername, tokenOf } from './support/members';
import { waitForServiceWorker } from './support/service-worker';
import { saveShot } from './support/shots';

/** Out and back north of Hatirjheel, climbing 30 m to the turn. */
function gpx(): string {
  const points = Array.from({ length: 21 }, (_, index) => {
    const lat = 23.76 + 0.002 * index;
    const lon = 90.4 + 0.001 * (index % 4);
    const ele = 8 + 1.5 * index;
    return `<trkpt lat="${lat.toFixed(5)}" lon="${lon.toFixed(5)}"><ele>${ele}</ele></trkpt>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="club e2e" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Lake run</name><trkseg>${points.join('')}</trkseg></trk>
</gpx>`;
}

async function rideWithRoute(request: APIRequestContext, token: string, name: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const upload = await request.post('/api/event/route', {
    headers: { ...(await xsrfHeader(request)), ...auth },
    multipart: {
      gpx: { name: 'lake.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpx()) },
    },
  });
  expect(upload.ok(), `upload: ${await upload.text()}`).toBeTruthy();
  const { id: routeId } = (await upload.json()) as { id: string };
  const startsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const reply = await request.post('/api/event', {
    headers: { ...(await xsrfHeader(request)), ...auth },
    data: {
      name,
      startsAt,
      durationMinutes: 90,
      from: { name: 'Hatirjheel' },
      to: { name: 'Hatirjheel' },
      distanceKm: null,
      pace: 'easy',
      description: '',
      capacity: null,
      routeId,
    },
  });
  expect(reply.ok(), `create ride: ${await reply.text()}`).toBeTruthy();
  return (await reply.json()) as { id: number };
}

async function tilesServed(request: APIRequestContext): Promise<number> {
  const reply = await request.get(`${TILE_URL}/requests`);
  return ((await reply.json()) as { served: number }).served;
}

test.describe('a ride page with a route', () => {
  test.use({ serviceWorkers: 'allow' });

  test('shows the route on map tiles with its profile, and the outline offline @tablet', async ({
    page,
    context,
    request,
    member,
  }) => {
    const token = await tokenOf(request, member);
    const name = `Map ride ${uniqueUsername()}`;
    const ride = await rideWithRoute(request, token, name);
    const before = await tilesServed(request);

    await page.goto(`/events/${ride.id}`);
    const route = page.getByRole('region', { name: 'Route', exact: true });
    // The map loads once the route comes near the screen (below the fold on a phone).
    await route.scrollIntoViewIfNeeded();
    const map = route.getByRole('region', { name: `Map of the route of ${name}` });
    await expect(map).toBeVisible();
    await expect(map.getByRole('img', { name: 'Start' })).toBeVisible();
    await expect(map.getByRole('img', { name: 'Finish' })).toBeVisible();
    await expect(map.getByText('Test tiles')).toBeVisible();
    await expect.poll(() => tilesServed(request)).toBeGreaterThan(before);
    await expect(
      route.getByRole('img', { name: `Height profile of ${name}: lowest 8 m, highest 38 m` }),
    ).toBeVisible();
    await expect(route.getByRole('link', { name: 'Open the start in maps' })).toHaveAttribute(
      'href',
      'geo:23.76,90.4',
    );
    const download = await request.get(
      (await route.getByRole('link', { name: 'Download GPX' }).getAttribute('href'))!,
    );
    expect(await download.text()).toBe(gpx());
    await saveShot(page, {
      path: `test-results/ride-map-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });

    await waitForServiceWorker(page);
    await page.reload();
    await expect(map).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(route.getByRole('img', { name: `Route of ${name}` })).toBeVisible();
    await expect(route.getByRole('img', { name: /^Height profile of / })).toBeVisible();
    await expect(map).toHaveCount(0);
    await saveShot(page, {
      path: `test-results/ride-map-offline-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
    await context.setOffline(false);
  });
});
