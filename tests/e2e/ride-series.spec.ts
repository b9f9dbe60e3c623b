/**
 * Ride series: an organiser plans a weekly ride of four, sees the dates before publishing and
 * the four rides in their list, then renames "this and later rides" from the second.
 */
import { expect, test } from './fixtures';
import { xsrfHeader } from './support/members';
import { saveShot } from './support/shots';

interface RideOnServer {
  id: number;
  name: string;
  startsAt: string;
  series: { id: number } | null;
}

/** datetime-local text on the club's clock (Dhaka) for 06:30, `days` days from today. */
function clubMorning(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(day);
  return `${date}T06:30`;
}

test(
  'an organiser plans a weekly series of four and renames this and later rides',
  { tag: '@tablet' },
  async ({ page, request, member, signInPage, navbar }) => {
    test.setTimeout(90_000);
    await signInPage.signIn(member.username, member.password);
    await navbar.expectSignedInAs(member.username);

    await page.goto('/events/new');
    await expect(page.getByRole('heading', { name: 'Plan a ride' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Lake loop');
    await page.getByLabel(/Start date and time/).fill(clubMorning(5));
    await page.getByRole('textbox', { name: /^From/ }).fill('Dhanmondi Lake');
    await page.getByRole('textbox', { name: /^To/ }).fill('Dhanmondi Lake');
    await page.getByRole('combobox', { name: 'Repeats' }).selectOption('Weekly');
    await expect(page.getByTestId('repeat-summary')).toHaveText(/^4 rides: \d+ \w{3}( \d{4})?, /);
    await saveShot(page, { path: `test-results/series-form-${page.viewportSize()?.width}.png` });
    await page.getByRole('button', { name: 'Publish ride' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Lake loop' })).toBeVisible();
    await expect(page.getByTestId('ride-repeats')).toContainText(/Every \w+day/);
    const next = page.getByRole('region', { name: 'Next rides in this series' });
    await expect(next.getByRole('link')).toHaveCount(3);

    await page.goto('/events');
    await page.getByRole('tab', { name: 'My rides' }).click();
    await expect(page.getByRole('link', { name: 'Lake loop' })).toHaveCount(4);

    await page.getByRole('link', { name: 'Lake loop' }).nth(1).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lake loop' })).toBeVisible();
    const second = Number(/\/events\/(\d+)/.exec(page.url())?.[1]);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Lake loop, two laps');
    await page.getByRole('radio', { name: 'This and later rides' }).check();
    await page.getByRole('button', { name: 'Save ride' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lake loop, two laps' }),
    ).toBeVisible();

    const login = await request.post('/api/auth/login', {
      headers: await xsrfHeader(request),
      data: { username: member.username, password: member.password },
    });
    const { jwtToken } = (await login.json()) as { jwtToken: string };
    const mine = await request.get('/api/event?list=mine', {
      headers: { Authorization: `Bearer ${jwtToken}` },
    });
    const rides = ((await mine.json()) as { content: RideOnServer[] }).content;
    expect(rides.map((ride) => ride.name)).toEqual([
      'Lake loop',
      'Lake loop, two laps',
      'Lake loop, two laps',
      'Lake loop, two laps',
    ]);
    expect(rides[1]!.id).toBe(second);
    expect(new Set(rides.map((ride) => ride.series?.id)).size).toBe(1);
  },
);
