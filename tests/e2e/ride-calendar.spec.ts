/**
 * Finding a ride: on a tablet a rider filters the rides by pace and kind, the address follows
 * and the list narrows, then the month calendar shows the ride and opens it; on a phone the
 * calendar is a week strip whose chosen day lists its rides.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueUsername, xsrfHeader } from './support/members';

/** The club's zone in these tests (the default, Asia/Dhaka) is UTC+6 all year. */
const CLUB_OFFSET_MS = 6 * 3_600_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Noon, club time, two days from now: upcoming, and the club's day is plain to name. */
function rideDay() {
  const clubNow = new Date(Date.now() + CLUB_OFFSET_MS);
  const day = new Date(
    Date.UTC(clubNow.getUTCFullYear(), clubNow.getUTCMonth(), clubNow.getUTCDate() + 2),
  );
  const key = day.toISOString().slice(0, 10);
  return {
    key,
    startsAt: `${key}T06:00:00.000Z`,
    name: `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`,
    /** As a phone's week strip names its button: it starts with what it shows, "Wed 2". */
    shortName: `${WEEKDAYS[day.getUTCDay()]!.slice(0, 3)} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`,
    inNextMonth: day.getUTCMonth() !== clubNow.getUTCMonth(),
  };
}

async function planRide(
  request: APIRequestContext,
  token: string,
  ride: { name: string; startsAt: string; pace: string; kind: string },
) {
  const reply = await request.post('/api/event', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    data: {
      ...ride,
      durationMinutes: 120,
      from: { name: 'Hatirjheel' },
      to: { name: 'Purbachal' },
      distanceKm: 40,
    },
  });
  expect(reply.ok(), `plan ride: ${await reply.text()}`).toBeTruthy();
  return (await reply.json()) as { id: number };
}

test('a rider filters rides by pace and kind, finds one in the month and on a phone’s week', async ({
  page,
  request,
  browser,
  baseURL,
  member,
}) => {
  const login = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username: member.username, password: member.password },
  });
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const day = rideDay();
  const tag = uniqueUsername();
  const gravel = `Easy gravel ${tag}`;
  const road = `Fast road ${tag}`;
  const wanted = await planRide(request, jwtToken, {
    name: gravel,
    startsAt: day.startsAt,
    pace: 'easy',
    kind: 'gravel',
  });
  await planRide(request, jwtToken, {
    name: road,
    startsAt: day.startsAt,
    pace: 'fast',
    kind: 'road',
  });

  const tablet = await browser.newContext({
    baseURL,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const onTablet = await tablet.newPage();
  await onTablet.goto('/events');
  await expect(onTablet.getByRole('link', { name: road })).toBeVisible();
  await onTablet.getByRole('button', { name: 'Filters' }).click();
  await onTablet.getByRole('button', { name: 'Easy', exact: true }).click();
  await expect(onTablet).toHaveURL(/[?&]pace=easy(&|$)/);
  await onTablet.getByRole('button', { name: 'Gravel', exact: true }).click();
  await expect(onTablet).toHaveURL(/[?&]kind=gravel(&|$)/);
  await expect(onTablet.getByRole('button', { name: 'Gravel', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(onTablet.getByTestId('filters-on')).toHaveText('Showing: Easy · Gravel');
  await expect(onTablet.getByRole('link', { name: gravel })).toBeVisible();
  await expect(onTablet.getByRole('link', { name: road })).toHaveCount(0);
  // The back button takes off the last filter: the address is the filter.
  await onTablet.goBack();
  await expect(onTablet).not.toHaveURL(/kind=/);
  await onTablet.goForward();
  await expect(onTablet).toHaveURL(/kind=gravel/);

  await onTablet.getByRole('button', { name: 'Calendar', exact: true }).click();
  await expect(onTablet).toHaveURL(/view=calendar/);
  if (day.inNextMonth) await onTablet.getByRole('button', { name: 'Next month' }).click();
  // Demo rides may share the day: the count is read, not fixed.
  const dayButton = (rides: string) => new RegExp(`^${day.name}, (today, )?${rides}$`);
  await expect(onTablet.getByRole('button', { name: dayButton('\\d+ rides?') })).toBeVisible();
  // Arrows walk the grid, a week down and back up, into the next month when it comes to that.
  const weekLater = new Date(Date.parse(`${day.key}T00:00:00Z`) + 7 * 86_400_000);
  await onTablet.getByRole('button', { name: dayButton('\\d+ rides?') }).focus();
  await onTablet.keyboard.press('ArrowDown');
  await expect(onTablet).toHaveURL(new RegExp(`day=${weekLater.toISOString().slice(0, 10)}`));
  await expect(
    onTablet.getByRole('button', { pressed: true, name: /^\w+day \d+ \w+, / }),
  ).toBeFocused();
  await onTablet.keyboard.press('ArrowUp');
  await expect(onTablet).toHaveURL(new RegExp(`day=${day.key}`));
  await expect(onTablet.getByRole('button', { name: dayButton('\\d+ rides?') })).toBeFocused();
  await onTablet.getByRole('link', { name: new RegExp(`^12:00 ${gravel}`) }).click();
  await expect(onTablet).toHaveURL(new RegExp(`/events/${wanted.id}$`));
  await expect(onTablet.getByRole('heading', { name: gravel })).toBeVisible();
  await tablet.close();

  // The phone (this project's page): the week strip, the chosen day's rides under it.
  await page.goto(`/events?view=calendar&kind=gravel,road&day=${day.key}`);
  const chosen = page.getByRole('button', {
    name: new RegExp(`^${day.shortName}, (today, )?\\d+ rides$`),
  });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: gravel })).toBeVisible();
  await expect(page.getByRole('link', { name: road })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(chosen).toHaveCount(0);
  await expect(page.getByRole('link', { name: gravel })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');

  // From a keyboard: the chosen day is the one stop in the tab order, and arrows move the choice
  // (into the next week when the day is a Sunday).
  await expect(chosen).toHaveAttribute('tabindex', '0');
  await chosen.focus();
  await page.keyboard.press('ArrowRight');
  const dayAfter = new Date(Date.parse(`${day.key}T00:00:00Z`) + 86_400_000);
  await expect(page).toHaveURL(new RegExp(`day=${dayAfter.toISOString().slice(0, 10)}`));
  await expect(page.getByRole('button', { pressed: true, name: /^\w+ \d+ \w+, / })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(chosen).toBeFocused();
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: gravel })).toBeVisible();
});
