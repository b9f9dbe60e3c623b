/**
 * The club search on a phone: from the header's Search button, a ride is found by a misspelt
 * word of its name (corrected from the index's own words) and opened.
 */
import { expect, test } from './fixtures';
import { xsrfHeader } from './support/members';

/** Letters only, so the word is one word to the index, and new to this run's database. */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const tail = Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * 20)]).join('');
  return `tandem${tail}`;
}

test('a rider searches from the header, a misspelt word finds the ride, and it opens', async ({
  page,
  request,
  member,
}) => {
  const login = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username: member.username, password: member.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const word = uniqueWord();
  const name = `Sunday ${word} loop`;
  const start = new Date();
  start.setFullYear(start.getFullYear() + 1);
  const created = await request.post('/api/event', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${jwtToken}` },
    data: {
      name,
      startsAt: start.toISOString(),
      durationMinutes: 90,
      from: { name: 'Hatirjheel' },
      to: { name: 'Purbachal' },
      distanceKm: 30,
      pace: 'easy',
      description: 'Easy spin, coffee after.',
      capacity: null,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const ride = (await created.json()) as { id: number };

  await page.goto('/intro');
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByRole('searchbox', { name: 'Search rides, posts, members and products' });
  await expect(box).toBeFocused();
  // Two neighbouring letters swapped: one edit from the ride's word.
  const misspelt = `${word.slice(0, 1)}${word[2]}${word[1]}${word.slice(3)}`;
  await box.fill(misspelt);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${misspelt}`));
  await expect(page.getByText(`Showing results for ${word}`)).toBeVisible();
  const rides = page.getByRole('region', { name: 'Rides' });
  const hit = rides.getByRole('link', { name });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/events/${ride.id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Back returns to the search as it was.
  await page.goBack();
  await expect(box).toHaveValue(misspelt);
  await expect(hit).toBeVisible();
});
