/**
 * Ride day, live, on riders' phones: a ride with a route starts within the hour; two riders
 * going switch on sharing, each on their own device, their positions played from the route's
 * track through the browser's geolocation. The organiser's live map shows their dots and one
 * moving along; a member not on the ride has no live ride to open; a rider who asks for help
 * with no signal is heard once the signal returns, once, and the organiser resolves it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  RIDE_LIVE_LIMITS,
  RIDE_LIVE_PATHS,
  type LiveState,
  RIDE_LIVE_VALIDATION,
} from '../../src/contract/ride-live';
import { expect, test } from './fixtures';
import {
  createVerifiedMember,
  signedInPage,
  tokenOf,
  uniqueUsername,
  xsrfHeader,
} from './support/members';
import { saveShot } from './support/shots';

/** A short ride north from Hatirjheel: each point some 220 m from the last. */
const TRACK = Array.from({ length: 6 }, (_, index) => ({
  latitude: 23.76 + 0.002 * index,
  longitude: 90.4,
}));

function gpx(): string {
  const points = TRACK.map(
    ({ latitude, longitude }) => `<trkpt lat="${latitude}" lon="${longitude}"><ele>8</ele></trkpt>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="club e2e" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Live run</name><trkseg>${points.join('')}</trkseg></trk>
</gpx>`;
}

/** Each device its own address, as phones on the road are: the server's limits count apart. */
const device = () => ({
  extraHTTPHeaders: {
    'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
  },
});

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const reply = await request.fetch(path, {
    method,
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    data,
  });
  expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBeTruthy();
  return (await reply.json()) as T;
}

/** A ride with the track as its route, starting in half an hour: live already. */
async function liveRide(request: APIRequestContext, token: string) {
  const upload = await request.post('/api/event/route', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    multipart: {
      gpx: { name: 'live.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpx()) },
    },
  });
  expect(upload.ok(), `upload: ${await upload.text()}`).toBeTruthy();
  const { id: routeId } = (await upload.json()) as { id: string };
  return call<{ id: number; name: string }>(request, 'POST', '/api/event', token, {
    name: `Live ride ${uniqueUsername()}`,
    startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    durationMinutes: 120,
    from: { name: 'Hatirjheel' },
    to: { name: 'Hatirjheel' },
    distanceKm: null,
    pace: 'easy',
    description: '',
    capacity: null,
    routeId,
  });
}

async function openLive(page: Page, rideId: number) {
  await page.goto(`/events/${rideId}`);
  await page.getByRole('button', { name: 'Ride day, live' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: /^Live map of / })).toBeVisible();
  return dialog;
}

async function startSharing(page: Page, rideId: number) {
  const dialog = await openLive(page, rideId);
  await expect(
    dialog.getByText('A phone web app shares only while it is open on screen.'),
  ).toBeVisible();
  const toggle = dialog.getByRole('switch', { name: 'Share my position' });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  return dialog;
}

test('riders share from their phones: the organiser sees them move; help sent offline lands once online @tablet', async ({
  page,
  browser,
  baseURL,
  request,
  member,
}) => {
  // The server's watch judges alerts every 30 s: the "behind" alert may take two rounds, waited
  // for on the organiser's tablet only (the phone's run covers the rest of the story).
  const onTablet = test.info().project.name === 'tablet';
  if (onTablet) test.slow();
  const organiser = await tokenOf(request, member);
  const [ana, ben, outsider] = [
    await createVerifiedMember(request),
    await createVerifiedMember(request),
    await createVerifiedMember(request),
  ];
  const ride = await liveRide(request, organiser);
  const tokens = { ana: await tokenOf(request, ana), ben: await tokenOf(request, ben) };
  for (const token of Object.values(tokens))
    await call(request, 'PUT', `/api/event/${ride.id}/rsvp`, token, { going: true, guests: 0 });
  const phone = (at: (typeof TRACK)[number]) => ({
    ...device(),
    viewport: { width: 390, height: 844 },
    geolocation: at,
    permissions: ['geolocation'],
  });
  const anaPage = await signedInPage(browser, baseURL, tokens.ana, phone(TRACK[1]!));
  const benPage = await signedInPage(browser, baseURL, tokens.ben, phone(TRACK[0]!));

  // Ben gives an emergency contact on his profile: a bad phone is refused in words first.
  const benMe = await call<{ id: number }>(request, 'GET', '/api/user/me', tokens.ben);
  await benPage.goto(`/people/profile/${benMe.id}`);
  const emergency = benPage.getByRole('region', { name: 'Emergency contact' });
  await emergency.getByLabel('Name').fill('Rina Ben');
  await emergency.getByLabel('Phone').fill('call me');
  await emergency.getByRole('button', { name: 'Save contact' }).click();
  await expect(emergency.getByText(RIDE_LIVE_VALIDATION.emergencyPhoneInvalid)).toBeVisible();
  await emergency.getByLabel('Phone').fill('+880 1711-000000');
  await emergency.getByRole('button', { name: 'Save contact' }).click();
  await expect(benPage.getByText('Emergency contact saved.')).toBeVisible();
  await saveShot(benPage, { path: 'test-results/ride-live-emergency-contact-390.png' });

  // Nobody else may follow it: no live ride to open, and the server refuses its state.
  const outsiderPage = await signedInPage(
    browser,
    baseURL,
    await tokenOf(request, outsider),
    device(),
  );
  await outsiderPage.goto(`/events/${ride.id}`);
  await expect(outsiderPage.getByRole('heading', { level: 1, name: ride.name })).toBeVisible();
  await expect(outsiderPage.getByRole('button', { name: 'Ride day, live' })).toHaveCount(0);
  const refused = await outsiderPage.request.get(`/api${RIDE_LIVE_PATHS.state(ride.id)}`, {
    headers: { Authorization: `Bearer ${await tokenOf(request, outsider)}` },
  });
  expect(refused.status()).toBe(403);
  await outsiderPage.context().close();

  await page.context().addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, organiser);
  const live = await openLive(page, ride.id);
  await expect(live.getByText('Nobody is sharing a position yet.')).toBeVisible();

  const anaLive = await startSharing(anaPage, ride.id);
  await expect(anaLive.getByText(`${member.fullName} (organiser)`)).toBeVisible();
  await expect(anaLive.getByText(`1 other rider going: ${ben.fullName}`)).toBeVisible();
  const benLive = await startSharing(benPage, ride.id);

  const map = live.getByRole('region', { name: /^Live map of / });
  const anaDot = map.getByRole('img', { name: new RegExp(`^${ana.fullName}, `) });
  await expect(anaDot).toBeVisible();
  await expect(map.getByRole('img', { name: new RegExp(`^${ben.fullName}, `) })).toBeVisible();
  await expect(live.getByRole('listitem').filter({ hasText: ana.fullName })).toContainText(
    /now|\d+ s ago/,
  );
  // Dots are drawn again as their ages move on: read Ana's between two drawings.
  let before: { y: number } | null = null;
  await expect.poll(async () => (before = await anaDot.boundingBox())).not.toBeNull();

  // Ana rides on along the route: her dot moves north (up) on the organiser's map.
  await anaPage.context().setGeolocation(TRACK[3]!);
  await expect
    .poll(async () => (await anaDot.boundingBox())?.y ?? Infinity, { timeout: 20_000 })
    .toBeLessThan(before!.y - 20);
  await saveShot(page, {
    path: `test-results/ride-live-organiser-${page.viewportSize()?.width}.png`,
  });
  await saveShot(anaPage, { path: 'test-results/ride-live-rider-390.png' });

  // The organiser names Ben the sweep. Ben rides to the end of the route, Ana falls back to its
  // start, over a kilometre behind him: the watch flags her, on the list and ringed on the map.
  await expect(live.getByText(/^0 of \d+ checked in$/)).toBeVisible();
  await expect(live.getByText('2 sharing live')).toBeVisible();
  await expect(live.getByText('No rider is behind, stopped or quiet.')).toBeVisible();
  await live.getByRole('combobox', { name: 'Sweep' }).click();
  await page.getByRole('option', { name: ben.fullName }).click();
  await live.getByRole('button', { name: 'Save leader and sweep' }).click();
  await expect(page.getByText('Leader and sweep saved.')).toBeVisible();
  if (onTablet) {
    await benPage.context().setGeolocation(TRACK[5]!);
    await anaPage.context().setGeolocation(TRACK[0]!);
    const checkOn = live.getByRole('region', { name: 'Riders to check on' });
    await expect(checkOn.getByRole('listitem').filter({ hasText: ana.fullName })).toContainText(
      'Behind the sweep',
      { timeout: 2 * RIDE_LIVE_LIMITS.watchIntervalMs },
    );
    await expect(anaDot).toHaveAccessibleName(/Behind the sweep/);
    await saveShot(page, { path: 'test-results/ride-live-organiser-alert-1024.png' });
  }

  // Ben punctures where there is no signal.
  await benPage.context().setOffline(true);
  await benLive.getByRole('button', { name: 'I need help' }).click();
  await benLive.getByText('Puncture', { exact: true }).click();
  await expect(benLive.getByRole('radio', { name: 'Puncture' })).toBeChecked();
  await benLive.getByLabel('Anything to add (optional)').fill('Rear tyre, by the bridge');
  await benLive.getByRole('button', { name: 'Send for help' }).click();
  await expect(benLive.getByText('Waiting for a signal to send')).toBeVisible();
  const offline = await call<LiveState>(
    request,
    'GET',
    `/api${RIDE_LIVE_PATHS.state(ride.id)}`,
    organiser,
  );
  expect(offline.help).toEqual([]);
  await saveShot(benPage, { path: 'test-results/ride-live-help-waiting-390.png' });

  await benPage.context().setOffline(false);
  await expect(benLive.getByText('Waiting for a signal to send')).toHaveCount(0);
  await expect(benLive.getByTestId('open-help')).toContainText('Help asked: Puncture');
  const asked = live.getByTestId('open-help');
  await expect(asked).toContainText(ben.fullName);
  await expect(asked).toContainText('Rear tyre, by the bridge');
  await expect(asked.getByRole('link', { name: 'Call Rina Ben' })).toHaveAttribute(
    'href',
    'tel:+8801711000000',
  );
  const held = await call<LiveState>(
    request,
    'GET',
    `/api${RIDE_LIVE_PATHS.state(ride.id)}`,
    organiser,
  );
  expect(held.help.map((help) => [help.rider.id, help.reason, help.position !== null])).toEqual([
    [
      held.sharers.find((sharer) => sharer.rider.username === ben.username)!.rider.id,
      'puncture',
      true,
    ],
  ]);

  // The organiser resolves it: it leaves both screens.
  await asked.getByRole('button', { name: 'Resolved' }).click();
  await expect(live.getByTestId('open-help')).toHaveCount(0);
  await expect(benLive.getByTestId('open-help')).toHaveCount(0);

  await anaPage.context().close();
  await benPage.context().close();
});
