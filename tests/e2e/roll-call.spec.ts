/**
 * The roll-call on a phone: the organiser opens it from the ride page, loses the signal, ticks
 * two riders (one said they would bring a guest, who stayed home) and adds a guest walk-up, and
 * once back online the server holds exactly those three marks, once each.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedEntries } from './support/outbox-store';
import { createVerifiedMember, uniqueUsername, xsrfHeader, tokenOf } from './support/members';

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
  // Starting within the hour: the roll-call is open.
  const ride = (await call(request, 'POST', '/api/event', organiser, {
    name: `Roll-call ride ${uniqueUsername()}`,
    startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    durationMinutes: 120,
    from: { name: 'Hatirjheel' },
    to: { name: 'Purbachal' },
    distanceKm: 32,
    pace: 'easy',
    description: 'Easy spin, coffee after.',
    capacity: null,
  })) as { id: number };
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
