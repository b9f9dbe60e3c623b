/**
 * The offline outbox (DESIGN.md, Offline) through the bug-report screen: a report filed offline
 * waits in the list, and reaches the server exactly once when the network is back, even if a
 * reply is lost on the way or two tabs are open.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BugPage } from './pages/bug-page';
import { uniqueUsername } from './support/members';

const WAITING = 'Waiting to send';

const report = (title: string) => ({
  title,
  description: 'The ride map stays blank in the tunnel.',
  severity: 'MEDIUM' as const,
  steps: 'Open a ride while offline.',
});

/** How many bugs with that title the server has, asked through the page's own session. */
async function countOnServer(page: Page, title: string): Promise<number> {
  const reply = await page.request.get('/api/bugs', { params: { page: 0, size: 100 } });
  expect(reply.ok()).toBeTruthy();
  const body = (await reply.json()) as { content: Array<{ title: string }> };
  return body.content.filter((bug) => bug.title === title).length;
}

async function expectExactlyOnce(page: Page, title: string) {
  await expect.poll(() => countOnServer(page, title)).toBe(1);
  // Stays at one: a late retry must not add a second.
  await page.waitForTimeout(1500);
  expect(await countOnServer(page, title)).toBe(1);
}

test('a bug filed offline waits, then reaches the server once when back online', async ({
  page,
  context,
  bugPage,
}) => {
  const title = `Offline report ${uniqueUsername()}`;
  await page.goto('/bugs');
  await expect(bugPage.heading).toBeVisible();
  await context.setOffline(true);
  await bugPage.fileBug(report(title));

  await expect(bugPage.entry(title).getByText(WAITING)).toBeVisible();
  expect(await countOnServer(page, title)).toBe(0);

  await context.setOffline(false);
  await bugPage.expectStatus(title, 'Not Solved');
  await expect(page.getByText(WAITING)).toHaveCount(0);
  await expectExactlyOnce(page, title);
});

test('a reply lost on its way back does not make a second bug', async ({ page, bugPage }) => {
  const title = `Lost reply ${uniqueUsername()}`;
  let dropped = 0;
  await page.route('**/api/bugs', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped++;
    await route.fetch(); // the server gets it and answers…
    await route.abort('connectionreset'); // …and the answer never arrives
  });
  await page.goto('/bugs');
  await bugPage.fileBug(report(title));

  await expect(bugPage.entry(title).getByText(WAITING)).toBeVisible();
  // The outbox retries after its backoff (or at once when the page becomes visible again).
  await bugPage.expectStatus(title, 'Not Solved');
  expect(dropped).toBe(1);
  await expectExactlyOnce(page, title);
});

test('with two tabs open, a queued report is sent once', async ({ page, context, bugPage }) => {
  const title = `Two tabs ${uniqueUsername()}`;
  const other = await context.newPage();
  await page.goto('/bugs');
  await other.goto('/bugs');
  await expect(new BugPage(other).heading).toBeVisible();

  await context.setOffline(true);
  await bugPage.fileBug(report(title));
  await expect(bugPage.entry(title).getByText(WAITING)).toBeVisible();
  await context.setOffline(false);

  // Both tabs hear 'online' and try to drain; the Web Lock lets one send.
  await bugPage.expectStatus(title, 'Not Solved');
  await expectExactlyOnce(page, title);
});
