/**
 * Drafts (lib/drafts/): what a member types is kept on the device, comes back after moving to
 * another screen and back or a reload, and leaves the device with the member at sign-out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FeedPage } from './pages/feed-page';
import { createVerifiedMember } from './support/members';

const DRAFT_RESTORED = 'Draft restored from this device.';

/** The ids of the drafts the device holds (member/form/thing), read without creating anything. */
function storedDrafts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('club-drafts');
        // No database yet: leave it so, there is nothing in it.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          const keys = db.transaction('drafts').objectStore('drafts').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );
}

test('drafts survive moving away and a reload, and leave with the member at sign-out', async ({
  page,
  request,
  member,
  signInPage,
  navbar,
  bugPage,
  isMobile,
}) => {
  const next = await createVerifiedMember(request);
  const feed = new FeedPage(page);
  await signInPage.signIn(member.username, member.password);
  await navbar.expectSignedInAs(member.username);

  // A half-typed bug title, then another screen and back, in the same page.
  await page.goto('/bugs');
  await bugPage.title.fill('The map stays grey when');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  if (isMobile) await navbar.burger.click();
  await page.getByRole('link', { name: /^rides$/i }).click();
  await expect(page).toHaveURL(/\/events$/);
  // The rides screen is drawn: the form has left the page, not only the address.
  await expect(bugPage.title).toBeHidden();
  await page.goBack();
  await expect(bugPage.title).toHaveValue('The map stays grey when');
  await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // A post being written, then a reload (as into a new version of the app) straight after.
  await feed.goto();
  await feed.openComposer();
  await feed.content.fill('Forty kilometres along the river, then');
  await page.reload();
  await expect(feed.content).toHaveValue('Forty kilometres along the river, then');
  await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
  const kept = await storedDrafts(page);
  expect(kept).toHaveLength(2);
  expect(kept).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/bug\/new$/),
      expect.stringMatching(/\/post\/new$/),
    ]),
  );

  // Another member on the same browser finds none of it, on the screens or on the device.
  await navbar.signOut(member.username);
  await expect.poll(() => storedDrafts(page)).toEqual([]);
  await signInPage.signIn(next.username, next.password);
  await navbar.expectSignedInAs(next.username);
  await page.goto('/bugs');
  await expect(bugPage.title).toHaveValue('');
  await feed.goto();
  await feed.openComposer();
  await expect(feed.content).toHaveValue('');
  await expect(page.getByText(DRAFT_RESTORED)).toHaveCount(0);
  expect(await storedDrafts(page)).toEqual([]);
});
