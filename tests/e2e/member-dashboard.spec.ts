/**
 * The member dashboard: a member who rode a ride (its roll-call marked them present) that has
 * since started and wrote a post sees both in the activity table, with the ride's distance in the figures, and Export
 * downloads the table as a CSV holding them.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedMember, xsrfHeader } from './support/members';

async function login(request: APIRequestContext, username: string, password: string) {
  const reply = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username, password },
  });
  expect(reply.ok(), `login ${username}: ${await reply.text()}`).toBeTruthy();
  return ((await reply.json()) as { jwtToken: string }).jwtToken;
}

test('a member sees the ride they joined and their post, and exports them as CSV', async ({
  page,
  request,
}) => {
  const member = await createVerifiedMember(request);
  const token = await login(request, member.username, member.password);
  const auth = async () => ({ ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` });
  const rideName = `Dashboard dawn ride ${member.username}`;

  // The server refuses starts in the past, so the ride starts in a few seconds: joined now,
  // it counts as ridden once its start has passed.
  const ride = await request.post('/api/event', {
    headers: await auth(),
    data: {
      name: rideName,
      startsAt: new Date(Date.now() + 6_000).toISOString(),
      durationMinutes: 60,
      from: { name: 'Hatirjheel' },
      to: { name: 'Purbachal' },
      distanceKm: 27.5,
      pace: 'easy',
      description: 'Short spin before work.',
      capacity: null,
    },
  });
  expect(ride.ok(), `create ride: ${await ride.text()}`).toBeTruthy();
  const { id } = (await ride.json()) as { id: number };
  const joined = await request.put(`/api/event/${id}/rsvp`, {
    headers: await auth(),
    data: { going: true },
  });
  expect(joined.ok(), `join: ${await joined.text()}`).toBeTruthy();
  // They organise it, and tick themselves at the roll-call: a ride counts once ridden.
  const me = (await (await request.get('/api/user/me', { headers: await auth() })).json()) as {
    id: number;
  };
  const present = await request.put(`/api/event/${id}/attendance/${me.id}`, {
    headers: await auth(),
    data: { present: true },
  });
  expect(present.ok(), `roll-call: ${await present.text()}`).toBeTruthy();
  const post = await request.post('/api/post', {
    headers: await auth(),
    data: { content: '=1+1 tailwind all the way home' },
  });
  expect(post.ok(), `post: ${await post.text()}`).toBeTruthy();

  await page.context().addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  await page.goto('/dashboard/ROLE_USER');
  await expect(page.getByRole('heading', { name: 'Member dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period' }).locator('option:checked')).toHaveText(
    'This week',
  );

  const table = page.getByRole('table', { name: 'Your activity' });
  await expect(table.getByText('=1+1 tailwind all the way home')).toBeVisible();
  // The ride joins the table once its start has passed.
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('link', { name: rideName })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByLabel('Distance ridden: 27.5 km')).toBeVisible();
  await expect(page.getByLabel('Rides ridden: 1')).toBeVisible();
  // The table is wider than a phone: a line above it says more columns are to the side.
  await expect(page.getByText('Swipe sideways for more columns')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^club-activity-week-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('"Date","Kind","What","Distance (km)","Amount"');
  expect(lines).toContainEqual(expect.stringContaining(`"Ride","${rideName}","27.5",""`));
  expect(lines).toContainEqual(
    expect.stringContaining(`"Post","'=1+1 tailwind all the way home","",""`),
  );
});
