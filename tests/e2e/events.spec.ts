/**
 * Group rides: an organiser on a tablet plans a ride with a GPX route and two places; riders
 * on phones join, the third waits, one leaves and the waitlist moves by itself; a ride seen
 * once opens offline; an RSVP made offline lands once back online.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtChunkOf } from './support/built-chunks';
import { storedEntries } from './support/outbox-store';
import { waitForServiceWorker } from './support/service-worker';
import { createVerifiedMember, uniqueUsername, xsrfHeader, tokenOf } from './support/members';
import { saveShot } from './support/shots';

interface RideOnServer {
  id: number;
  name: string;
  capacity: number | null;
  goingCount: number;
  waitlistCount: number;
  myRsvp: 'going' | 'waitlisted' | null;
  myGuests: number;
  status: 'scheduled' | 'cancelled';
  route: { distanceKm: number; elevationGainM: number; track: [number, number][] } | null;
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A loop east of Dhaka climbing 40 m and back down, made here so the test carries no file. */
function gpx(): string {
  const points = Array.from({ length: 41 }, (_, index) => {
    const angle = (index / 40) * 2 * Math.PI;
    const lat = 23.78 + 0.05 * Math.sin(angle);
    const lon = 90.4 + 0.08 * Math.cos(angle);
    const ele = 10 + 40 * Math.sin(angle / 2);
    return `<trkpt lat="${lat.toFixed(6)}" lon="${lon.toFixed(6)}"><ele>${ele.toFixed(1)}</ele></trkpt>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="club e2e" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Purbachal loop</name><trkseg>${points.join('')}</trkseg></trk>
</gpx>`;
}

/** datetime-local text for a day well ahead, so the ride is always upcoming. */
function futureStart(): { local: string; iso: string } {
  const at = new Date();
  at.setFullYear(at.getFullYear() + 1);
  at.setHours(6, 30, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    local: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T06:30`,
    iso: at.toISOString(),
  };
}

async function rideOnServer(request: APIRequestContext, id: number, token: string) {
  const reply = await request.get(`/api/event/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.ok()).toBeTruthy();
  return (await reply.json()) as RideOnServer;
}

async function createRide(
  request: APIRequestContext,
  token: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const reply = await request.post('/api/event', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    data: {
      name,
      startsAt: futureStart().iso,
      durationMinutes: 120,
      from: { name: 'Hatirjheel' },
      to: { name: 'Purbachal' },
      distanceKm: 32,
      pace: 'easy',
      description: 'Easy spin, coffee after.',
      capacity: 10,
      ...extra,
    },
  });
  expect(reply.ok(), `create ride: ${await reply.text()}`).toBeTruthy();
  return (await reply.json()) as RideOnServer;
}

/** A member's own phone, signed in with a token from the API: the sign-in screen has its tests. */
async function phoneOf(
  browser: Browser,
  baseURL: string | undefined,
  token: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return { context, page: await context.newPage() };
}

function rsvpState(page: Page) {
  return page.getByTestId('rsvp-state');
}

/**
 * The page shows a choice as soon as it is queued in the outbox; another member sees it once
 * the server has it, when "Waiting to send" goes.
 */
async function expectRsvpSent(page: Page, state: string) {
  await expect(rsvpState(page)).toHaveText(state);
  await expect(page.getByText('Waiting to send', { exact: true })).toBeHidden();
}

test(
  'an organiser plans a ride of two places with a route; the waitlist moves by itself',
  { tag: '@tablet' },
  async ({ page, request, browser, baseURL, member, signInPage, navbar }) => {
    test.setTimeout(120_000);
    const name = `Purbachal loop ${uniqueUsername()}`;
    await signInPage.signIn(member.username, member.password);
    await navbar.expectSignedInAs(member.username);

    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Rides', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Plan a ride' }).click();
    await expect(page.getByRole('heading', { name: 'Plan a ride' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByLabel(/Start date and time/).fill(futureStart().local);
    await page.getByRole('textbox', { name: /Duration/ }).fill('3');
    await page.getByRole('textbox', { name: /^From/ }).fill('Hatirjheel');
    await page.getByRole('textbox', { name: /^To/ }).fill('Purbachal');
    await page.getByRole('textbox', { name: /^Places/ }).fill('2');
    await page.getByText('Fast', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Fast' })).toBeChecked();
    await page.locator('input[type=file][accept*=".gpx"]').setInputFiles({
      name: 'purbachal.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from(gpx()),
    });
    await expect(page.getByTestId('route-summary')).toHaveText(
      /^Route read: [\d.]+ km, \d+ m climbing$/,
    );
    await saveShot(page, { path: `test-results/events-form-${page.viewportSize()?.width}.png` });
    await page.getByRole('button', { name: 'Publish ride' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const id = Number(/\/events\/(\d+)/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);
    // The route on map tiles, which take the outline's place once they draw (and load once the
    // route is near the screen).
    await page.getByRole('region', { name: 'Route', exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: `Map of the route of ${name}` })).toBeVisible();
    // Whoever plans a ride is going on it from the start: one of the two places is theirs.
    await expect(page.getByText('1 / 2 going').first()).toBeVisible();
    const organiserToken = await tokenOf(request, member);
    const stored = await rideOnServer(request, id, organiserToken);
    expect(stored).toMatchObject({ capacity: 2, goingCount: 1, myRsvp: 'going' });
    expect(stored.route?.track.length).toBeGreaterThan(1);
    expect(stored.route?.elevationGainM).toBeGreaterThan(30);

    const riders = await Promise.all([1, 2].map(() => createVerifiedMember(request)));
    const tokens = await Promise.all(riders.map((rider) => tokenOf(request, rider)));
    const phones = await Promise.all(tokens.map((token) => phoneOf(browser, baseURL, token)));
    try {
      const [first, second] = phones.map((phone) => phone.page) as [Page, Page];
      await first.goto(`/events/${id}`);
      await first.getByRole('button', { name: 'Going', exact: true }).click();
      await expectRsvpSent(first, "You're going");
      await second.goto(`/events/${id}`);
      await expect(second.getByText('Full', { exact: true }).first()).toBeVisible();
      await second.getByRole('button', { name: 'Join waitlist' }).click();
      await expectRsvpSent(second, 'Waitlist: 1st');
      await saveShot(second, { path: 'test-results/events-ride-390.png', fullPage: true });

      await page.reload();
      const going = page.getByRole('region', { name: 'Going', exact: true });
      const waitlist = page.getByRole('region', { name: 'Waitlist', exact: true });
      await expect(going.getByRole('listitem')).toContainText([
        member.fullName,
        riders[0]!.fullName,
      ]);
      await expect(waitlist.getByRole('listitem')).toContainText([riders[1]!.fullName]);
      await saveShot(page, {
        path: `test-results/events-organiser-${page.viewportSize()?.width}.png`,
        fullPage: true,
      });

      await first.getByRole('button', { name: 'Not going' }).click();
      await expectRsvpSent(first, "You're not going");
      await second.reload();
      await expect(rsvpState(second)).toHaveText("You're going");
      const after = await rideOnServer(request, id, tokens[1]!);
      expect(after).toMatchObject({ goingCount: 2, waitlistCount: 0, myRsvp: 'going' });
      await page.reload();
      await expect(going.getByRole('listitem')).toContainText([
        member.fullName,
        riders[1]!.fullName,
      ]);
      await expect(waitlist.getByText('Nobody is waiting.')).toBeVisible();
    } finally {
      await Promise.all(phones.map((phone) => phone.context.close()));
    }
  },
);

test(
  'the organiser edits a ride, keeping its route, and cancels it after a confirm',
  { tag: '@tablet' },
  async ({ page, context, request, member }) => {
    const token = await tokenOf(request, member);
    const upload = await request.post('/api/event/route', {
      headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
      multipart: {
        gpx: { name: 'loop.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpx()) },
      },
    });
    expect(upload.ok(), await upload.text()).toBeTruthy();
    const { id: routeId } = (await upload.json()) as { id: string };
    const ride = await createRide(request, token, `Edit me ${uniqueUsername()}`, { routeId });
    await context.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);

    await page.goto(`/events/${ride.id}`);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit ride' })).toBeVisible();
    await expect(page.getByText('Current route')).toBeVisible();
    const renamed = `Renamed ride ${uniqueUsername()}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill(renamed);
    await page.getByRole('button', { name: 'Save ride' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.getByRole('region', { name: 'Route', exact: true }).scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('region', { name: `Map of the route of ${renamed}` }),
    ).toBeVisible();
    const edited = await rideOnServer(request, ride.id, token);
    expect(edited.name).toBe(renamed);
    expect(edited.route?.track.length).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Cancel ride' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel ride' });
    await dialog.getByRole('button', { name: 'Keep the ride' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await rideOnServer(request, ride.id, token)).status).toBe('scheduled');
    await page.getByRole('button', { name: 'Cancel ride' }).click();
    await dialog.getByRole('button', { name: 'Cancel ride' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('This ride is cancelled.')).toBeVisible();
    expect((await rideOnServer(request, ride.id, token)).status).toBe('cancelled');
  },
);

test('an RSVP made offline waits, then lands once back online', async ({
  page,
  context,
  request,
  member,
}) => {
  const token = await tokenOf(request, member);
  // Planned by another member: whoever plans a ride is going on it from the start.
  const organiser = await tokenOf(request, await createVerifiedMember(request));
  const ride = await createRide(request, organiser, `Offline RSVP ride ${uniqueUsername()}`);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  // The code that sends an RSVP fails to arrive, as when the signal drops while it loads: the
  // browser remembers the failure, and the RSVP must still go out once the signal is back.
  const senderChunk = builtChunkOf('src/client/features/events/rsvp/outbox-send.ts');
  await page.route(`**${senderChunk}`, (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
  const senderFailed = page.waitForEvent(
    'requestfailed',
    (failed) => new URL(failed.url()).pathname === senderChunk,
  );
  await page.goto(`/events/${ride.id}`);
  await expect(rsvpState(page)).toHaveText("You're not going");
  await senderFailed;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(page.getByText('Waiting to send', { exact: true })).toBeVisible();
  expect((await rideOnServer(request, ride.id, token)).myRsvp).toBeNull();

  await context.setOffline(false);
  await expect(page.getByText('Waiting to send'))
    .toHaveCount(0)
    .catch(async (error: Error) => {
      // What the outbox made of its tries says why the RSVP is still waiting.
      const entries = JSON.stringify(await storedEntries(page));
      throw new Error(`${error.message}\nThe outbox holds: ${entries}`);
    });
  await expect(rsvpState(page)).toHaveText("You're going");
  const stored = await rideOnServer(request, ride.id, token);
  expect(stored).toMatchObject({ myRsvp: 'going', goingCount: 2 });
  await page.reload();
  await expect(rsvpState(page)).toHaveText("You're going");
  expect((await rideOnServer(request, ride.id, token)).goingCount).toBe(2);
});

test('a rider going brings a guest, who takes a place and shows beside their name; a party past the free places waits together', async ({
  page,
  context,
  request,
  member,
}) => {
  const token = await tokenOf(request, member);
  const organiser = await tokenOf(request, await createVerifiedMember(request));
  const ride = await createRide(request, organiser, `Guest ride ${uniqueUsername()}`, {
    capacity: 3,
  });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  await page.goto(`/events/${ride.id}`);
  await expect(page.getByRole('radiogroup', { name: 'Guests' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(rsvpState(page)).toHaveText("You're going");
  const guests = page.getByRole('radiogroup', { name: 'Guests' });
  await guests.getByText('+1', { exact: true }).click();
  // The guest goes through the outbox: the server has it a moment after the tap.
  await expect
    .poll(() => rideOnServer(request, ride.id, token))
    .toMatchObject({ myRsvp: 'going', myGuests: 1, goingCount: 3 });
  await expect(page.getByText(/^Waiting to send$/)).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Who is going' }).getByText(`${member.fullName} +1`),
  ).toBeVisible();

  // The ride is full now: before asking, the rider reads that a party grown past the free
  // places waits together; asked, the party waits, and nothing is left unsendable.
  await expect(
    page.getByText(
      'No place is left for a guest: with a guest more, you and your guests wait together on the waitlist.',
    ),
  ).toBeVisible();
  await guests.getByText('+2', { exact: true }).click();
  await expect
    .poll(() => rideOnServer(request, ride.id, token))
    .toMatchObject({ myRsvp: 'waitlisted', myGuests: 2, myWaitlistPosition: 1 });
  await expect(rsvpState(page)).toHaveText('Waitlist: 1st');
  await expect(page.getByText(/^Not sent: /)).toHaveCount(0);
  await expect(page.getByText(/^Waiting to send$/)).toHaveCount(0);
});

test('an RSVP sent offline to a ride cancelled meanwhile says so on the ride page, with no retry', async ({
  page,
  context,
  request,
  member,
}) => {
  const token = await tokenOf(request, member);
  const organiser = await tokenOf(request, await createVerifiedMember(request));
  const ride = await createRide(request, organiser, `Refused RSVP ride ${uniqueUsername()}`);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  // The code that sends an RSVP fails to arrive, as when the signal drops while it loads: the
  // browser remembers the failure, and the RSVP must still go out once the signal is back.
  const senderChunk = builtChunkOf('src/client/features/events/rsvp/outbox-send.ts');
  await page.route(`**${senderChunk}`, (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
  const senderFailed = page.waitForEvent(
    'requestfailed',
    (failed) => new URL(failed.url()).pathname === senderChunk,
  );
  await page.goto(`/events/${ride.id}`);
  await expect(rsvpState(page)).toHaveText("You're not going");
  await senderFailed;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(page.getByText('Waiting to send', { exact: true })).toBeVisible();
  // Meanwhile the organiser calls the ride off.
  const cancel = await request.post(`/api/event/${ride.id}/cancel`, {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${organiser}` },
    data: {},
  });
  expect(cancel.ok()).toBeTruthy();
  await context.setOffline(false);

  // What happened, where the rider answered; the ride read again shows it cancelled.
  const refusal = page.getByTestId('rsvp-refusal');
  await expect(refusal).toHaveText(/^This ride was cancelled: your answer was not sent\./);
  await refusal.scrollIntoViewIfNeeded();
  await saveShot(page, {
    path: `test-results/events-rsvp-refused-${page.viewportSize()?.width}.png`,
  });
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(rsvpState(page)).toHaveText("You're not going");
  await expect(page.getByText(/^Not sent: /)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByText('This ride is cancelled.', { exact: true })).toBeVisible();
  expect(await storedEntries(page)).toEqual([]);
  expect((await rideOnServer(request, ride.id, token)).goingCount).toBe(1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a rider opens a ride offline after one visit', async ({
    page,
    context,
    request,
    member,
  }) => {
    const token = await tokenOf(request, member);
    const name = `Cached ride ${uniqueUsername()}`;
    const ride = await createRide(request, token, name);
    await context.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
    await page.goto('/events');
    await waitForServiceWorker(page);
    await page.goto(`/events/${ride.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Whoever plans a ride is going on it from the start.
    await expect(rsvpState(page)).toHaveText("You're going");

    await context.setOffline(true);
    await page.goto('/intro');
    await page.goto(`/events/${ride.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Hatirjheel')).toBeVisible();
    await expect(page.getByText(/^Saved /)).toBeVisible();
    await saveShot(page, {
      path: `test-results/events-offline-${page.viewportSize()?.width}.png`,
    });
    await context.setOffline(false);
  });
});

test('a member copies their calendar feed from a ride page, and a reset replaces the address', async ({
  page,
  context,
  request,
  member,
}) => {
  const token = await tokenOf(request, member);
  const ride = await createRide(request, token, `Feed ride ${uniqueUsername()}`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  await page.goto(`/events/${ride.id}`);
  // The feed loads as the foot of the page comes near the screen.
  await page.getByRole('region', { name: 'Calendar' }).scrollIntoViewIfNeeded();
  const feed = page.getByRole('textbox', { name: 'Calendar feed' });
  const first = await expect(feed)
    .toHaveValue(/\/api\/event\/calendar\/.+\.ics$/)
    .then(() => feed.inputValue());
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await page.getByRole('button', { name: 'Reset feed address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset feed address' });
  await dialog.getByRole('button', { name: 'Reset feed address' }).click();
  await expect(page.getByText('The old feed address no longer works.')).toBeVisible();
  await expect(feed).not.toHaveValue(first);
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);
});
