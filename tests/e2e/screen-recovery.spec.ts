/**
 * A screen whose code cannot load: after a deploy the file a page of the previous version asks
 * for may be gone, or the signal drops while it comes. Either way the member keeps the app's
 * frame and is told what happened in plain words, never a bare error page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtChunkOf } from './support/built-chunks';

const RIDES_SCREEN = 'src/client/routes/events/index.tsx?tsr-split=component---loader';

async function openRidesFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: /^rides$/i }).click();
}

test('a screen whose file is gone reloads once into the current version, then shows the app’s own error in its frame', async ({
  page,
}) => {
  const file = builtChunkOf(RIDES_SCREEN);
  let gone = true;
  await page.route(`**${file}`, (route) =>
    gone ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.goto('/intro');
  await openRidesFromMenu(page);
  // The page reloaded once into the newest version; the file is still missing there.
  await expect(
    page.getByRole('heading', { name: 'This screen could not be loaded' }),
  ).toBeVisible();
  expect(loads).toBe(2);
  await expect(page).toHaveURL(/\/events$/);
  // Inside the app's frame: the bar with the club's name, and a way on.
  await expect(page.getByRole('link', { name: 'Cycling Club' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);

  gone = false;
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Rides', exact: true })).toBeVisible();
});

test('offline, a screen not yet on the device says so and opens once back online', async ({
  page,
  context,
}) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/intro');
  // The menu itself is on the device once opened; the rides screen is not.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const rides = page.getByRole('link', { name: /^rides$/i });
  await expect(rides).toBeVisible();
  await context.setOffline(true);
  await rides.click();
  await expect(
    page.getByRole('heading', { name: 'This screen is not on this device yet' }),
  ).toBeVisible();
  expect(loads).toBe(1);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Rides', exact: true })).toBeVisible();
});
