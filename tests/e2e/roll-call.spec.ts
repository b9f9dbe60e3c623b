/**
 * The roll-call on a phone: the organiser opens it from the ride page, loses the signal, ticks
 * two riders (one said they would bring a guest, who stayed home) and adds a guest walk-up, and
 * once back online the server holds exactly those three marks, once each.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedEntries } from './support/outbox-store';
import { waitForServiceWorker } from './support/service-worker';
import { createVerifiedMember, uniqueUsername, xsrfHeader, tokenOf } from './support/members';
import { saveShot } from './support/shots';

interface AttendanceOnServer {
  presentCount: number;
  expectedCount: number;
  entries: {
    user: { id: number; fullName: string } | null;
    guestName: string | null;
    present: boolean;
    guestsPresent: number;
    markedAt: string | null;
  }[];
}

async function call(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  data?: unknown,
): Promise<unknown> {
  const reply = await request.fetch(path, {
    method,
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    data,
  });
  expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBeTruthy();
  return reply.json();
}

/** A ride of the organiser's starting within the hour: its roll-call is open. */
async function rideStartingSoon(request: APIRequestContext, organiser: string) {
  return (await call(request, 'POST', '/api/event', organiser, {
    name: `Roll-call ride ${uniqueUsername()}`,
    startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    durationMinutes: 120,
    from: { name: 'Hatirjheel' },
    to: { name: 'Purbachal' },
    distanceKm: 32,
    pace: 'easy',
    description: 'Easy spin, coffee after.',
    capacity: null,
  })) as { id: number; name: string };
}

test('the organiser ticks riders and adds a guest offline; the server holds them once', async ({
  page,
  context,
  request,
  member,
}) => {
  const organiser = await tokenOf(request, member);
  const riders = [
    await createVerifiedMember(request),
    await createVerifiedMember(request),
    await createVerifiedMember(request),
  ];
  const ride = await rideStartingSoon(request, organiser);
  await call(request, 'PUT', `/api/event/${ride.id}/rsvp`, organiser, { going: false });
  for (const [index, rider] of riders.entries()) {
    await call(request, 'PUT', `/api/event/${ride.id}/rsvp`, await tokenOf(request, rider), {
      going: true,
      guests: index === 0 ? 1 : 0,
    });
  }

  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, organiser);
  await page.goto(`/events/${ride.id}`);
  await page.getByRole('button', { name: 'Roll-call' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('roll-call-count')).toHaveText('0 of 4 here');

  await context.setOffline(true);
  await dialog.getByRole('checkbox', { name: riders[0]!.fullName }).click();
  await dialog.getByRole('checkbox', { name: riders[1]!.fullName }).click();
  await expect(dialog.getByTestId('roll-call-count')).toHaveText('3 of 4 here');
  await dialog
    .getByRole('radiogroup', { name: `Guests of ${riders[0]!.fullName} here` })
    .getByText('0', { exact: true })
    .click();
  await expect(dialog.getByTestId('roll-call-count')).toHaveText('2 of 4 here');
  await dialog.getByLabel('Or a guest by name').fill('Sam');
  await dialog.getByRole('button', { name: 'Add guest' }).click();
  await expect(dialog.getByTestId('roll-call-count')).toHaveText('3 of 5 here');
  await expect(dialog.getByRole('checkbox', { name: riders[0]!.fullName })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Guest: Sam' })).toBeChecked();
  await expect(dialog.getByText('Waiting to send')).toHaveCount(3);
  const offline = (await call(
    request,
    'GET',
    `/api/event/${ride.id}/attendance`,
    organiser,
  )) as AttendanceOnServer;
  expect(offline.presentCount).toBe(0);

  await context.setOffline(false);
  await expect(dialog.getByText('Waiting to send'))
    .toHaveCount(0)
    .catch(async (error: Error) => {
      const entries = JSON.stringify(await storedEntries(page));
      throw new Error(`${error.message}\nThe outbox holds: ${entries}`);
    });
  await expect(dialog.getByTestId('roll-call-count')).toHaveText('3 of 5 here');

  const stored = (await call(
    request,
    'GET',
    `/api/event/${ride.id}/attendance`,
    organiser,
  )) as AttendanceOnServer;
  expect(stored).toMatchObject({ presentCount: 3, expectedCount: 5 });
  const marked = stored.entries
    .filter((entry) => entry.markedAt !== null)
    .map((entry) => [entry.user?.fullName ?? entry.guestName, entry.present, entry.guestsPresent]);
  expect(marked).toEqual([
    [riders[0]!.fullName, true, 0],
    [riders[1]!.fullName, true, 0],
    ['Sam', true, 0],
  ]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('at the start line the roll-call opens again offline, as it last stood, under the organiser’s name; a guest named twice is one', async ({
    page,
    context,
    request,
    member,
    signInPage,
    navbar,
  }) => {
    const ride = await rideStartingSoon(request, await tokenOf(request, member));
    // Signed in with the form, straight onto the ride: nothing reads the session afresh.
    await page.goto(`/auth/signin?redirect=/events/${ride.id}`);
    await waitForServiceWorker(page);
    await signInPage.enterIdentifier(member.username);
    await signInPage.enterPassword(member.password);
    await expect(page.getByRole('heading', { level: 1, name: ride.name })).toBeVisible();
    await navbar.expectSignedInAs(member.username);

    await page.getByRole('button', { name: 'Roll-call' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('roll-call-count')).toHaveText('0 of 1 here');
    const guestName = dialog.getByLabel('Or a guest by name');
    await guestName.fill('Sam');
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Guest: Sam' })).toBeChecked();
    await expect(dialog.getByText('Waiting to send')).toHaveCount(0);
    // The same guest again: said at once, and nobody is added.
    await guestName.fill('sam ');
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    await expect(dialog.getByText('sam is already on the list.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /^Guest: / })).toHaveCount(1);
    await saveShot(page, {
      path: `test-results/roll-call-twice-${page.viewportSize()?.width}.png`,
    });

    await context.setOffline(true);
    await page.reload();
    await navbar.expectSignedInAs(member.username);
    await page.getByRole('button', { name: 'Roll-call' }).click();
    await expect(dialog.getByTestId('roll-call-count')).toHaveText('1 of 2 here');
    await expect(dialog.getByRole('checkbox', { name: 'Guest: Sam' })).toBeChecked();
    await saveShot(page, {
      path: `test-results/roll-call-offline-${page.viewportSize()?.width}.png`,
    });
    await context.setOffline(false);
  });
});
