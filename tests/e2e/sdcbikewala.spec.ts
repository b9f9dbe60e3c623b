/**
 * The sponsor bike shop against the real server: seller1 (seeded) is the sponsor. Its products
 * show by department; a member books a repair, the sponsor accepts it and sets a ready time,
 * and the member sees the new status.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/env';
import { SignInPage } from './pages/sign-in-page';
import { saveShot } from './support/shots';

async function signIn(page: Page, signInPage: SignInPage, username: string, password: string) {
  await signInPage.goto();
  await signInPage.enterIdentifier(username);
  await signInPage.enterPassword(password);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
}

function inDays(days: number) {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

test('a member books a repair, the sponsor accepts it, the member sees the new status', async ({
  page,
  browser,
  member,
  signInPage,
}) => {
  const issue = `Gears skip under load (${member.username})`;
  await signIn(page, signInPage, member.username, member.password);
  await page.goto('/sdcbikewala');
  await expect(page.getByRole('heading', { level: 1, name: 'SDC Bikewala' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shimano 105 11-speed chain' })).toBeVisible();

  await page.getByRole('tab', { name: 'Book a repair' }).click();
  const form = page.getByRole('form', { name: 'Book a repair' });
  await form.getByLabel('Your name').fill('Rafi Ahmed');
  await form.getByLabel('Phone').fill('01711000333');
  await form.getByLabel('Address').fill('12 Lake Road, Dhanmondi');
  await form.getByLabel('Date').fill(inDays(3));
  await form.getByRole('textbox', { name: 'Time' }).fill('10:30');
  await form.getByLabel('What needs fixing').fill(issue);
  await form.getByRole('button', { name: 'Book the repair' }).click();

  const mine = page.getByRole('article', { name: issue });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('repair-status')).toHaveText('Requested');
  await expect(mine).toContainText('01711000333');

  const shopContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await shopContext.newPage();
  await signIn(shop, new SignInPage(shop), 'seller1', DEMO_PASSWORD);
  await shop.goto('/sdcbikewala');
  await shop.getByRole('tab', { name: 'Bookings' }).click();
  const booking = shop.getByRole('article', { name: issue });
  await expect(booking).toContainText('12 Lake Road, Dhanmondi');
  await booking.getByLabel('Set ready time').fill(`${inDays(4)}T17:00`);
  await booking.getByRole('button', { name: 'Save' }).click();
  await expect(booking).toContainText('Ready by');
  await booking.getByRole('button', { name: 'Accept' }).click();
  await expect(booking.getByTestId('repair-status')).toHaveText('Accepted');
  await shopContext.close();

  await page.reload();
  await page.getByRole('tab', { name: 'My repairs' }).click();
  await expect(mine.getByTestId('repair-status')).toHaveText('Accepted');
  await expect(mine).toContainText('Ready by');
  await expect(mine.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // For review: the bookings and the storefront on a phone and a wide tablet.
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await saveShot(page, { path: test.info().outputPath(`repairs-${width}.png`) });
    await page.getByRole('tab', { name: 'Shop' }).click();
    await expect(page.getByRole('link', { name: 'Shimano 105 11-speed chain' })).toBeVisible();
    await saveShot(page, { path: test.info().outputPath(`storefront-${width}.png`) });
    await page.getByRole('tab', { name: 'Book a repair' }).click();
    await saveShot(page, { path: test.info().outputPath(`book-${width}.png`) });
    await page.getByRole('tab', { name: 'My repairs' }).click();
  }
});
