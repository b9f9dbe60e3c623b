/** The bug-report screen (§2, §4 Bug, §6): filing, listing, and the developer's actions. */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/env';
import { uniqueUsername, xsrfHeader } from './support/members';

/** A title no other test uses, so each test finds its own bug in the shared list. */
const uniqueTitle = (what: string) => `${what} ${uniqueUsername()}`;

/** Files a bug as a visitor through the API, for tests whose subject is not the form. */
async function fileBugThroughApi(request: APIRequestContext, title: string) {
  const reply = await request.post('/api/bugs', {
    headers: await xsrfHeader(request),
    data: {
      title,
      description: 'The ride list shows yesterday twice.',
      severity: 'MEDIUM',
      steps: 'Open Events.',
    },
  });
  expect(reply.status(), `POST /api/bugs: ${await reply.text()}`).toBe(201);
}

test(
  'a visitor on an unknown path files a bug and sees it listed as Not Solved',
  { tag: '@tablet' },
  async ({ page, bugPage }) => {
    const title = uniqueTitle('Broken link on the club page');
    await page.goto('/club/old-news');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(bugPage.heading).toBeVisible();

    await bugPage.fileBug({
      title,
      description: 'The "old news" link leads nowhere.',
      severity: 'LOW',
      steps: 'Open the club page and tap "old news".',
    });

    // §4: after a successful submit the list is shown and reloaded.
    await expect(bugPage.hideBugs).toBeVisible();
    await bugPage.expectStatus(title, 'Not Solved');
    await bugPage.hideBugs.click();
    await expect(bugPage.title).toHaveValue('');
  },
);

test(
  'a developer marks a bug as solved',
  { tag: '@tablet' },
  async ({ page, request, signInPage, navbar, bugPage }) => {
    const title = uniqueTitle('Events list repeats a day');
    await fileBugThroughApi(request, title);
    await signInPage.signIn('developer1', DEMO_PASSWORD);
    await navbar.expectSignedInAs('developer1');

    await page.goto('/bugs');
    await bugPage.openList();
    await bugPage.expectStatus(title, 'Not Solved');
    await bugPage.view(title);
    await expect(bugPage.details.getByText('A visitor')).toBeVisible();
    await bugPage.markSolved.click();
    await expect(bugPage.details.getByText('Solved', { exact: true })).toBeVisible();
    await expect(bugPage.markSolved).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(bugPage.details).toBeHidden();
    await bugPage.expectStatus(title, 'Solved');
  },
);

test('the description grows with what is written, up to ten lines, then scrolls', async ({
  page,
  bugPage,
}) => {
  await page.goto('/bugs');
  const field = bugPage.description;
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n');
  const size = () =>
    field.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      scrolls: element.scrollHeight > element.clientHeight + 1,
    }));
  const empty = await size();

  await field.fill(lines(5));
  const five = await size();
  // It opens three lines high: two more lines make it two lines taller.
  expect(five.height - empty.height).toBeCloseTo(2 * empty.lineHeight, 0);
  expect(five.scrolls).toBe(false);

  await field.fill(lines(30));
  const thirty = await size();
  expect(thirty.height - empty.height).toBeCloseTo(7 * empty.lineHeight, 0);
  expect(thirty.scrolls).toBe(true);

  await field.fill('');
  expect((await size()).height).toBeCloseTo(empty.height, 0);
});

test('a plain member sees no developer actions', async ({
  page,
  request,
  signInPage,
  navbar,
  bugPage,
}) => {
  const title = uniqueTitle('Cart badge does not update');
  await fileBugThroughApi(request, title);
  await signInPage.signIn('rider1', DEMO_PASSWORD);
  await navbar.expectSignedInAs('rider1');

  await page.goto('/bugs');
  await bugPage.openList();
  await bugPage.view(title);
  await expect(bugPage.details.getByText(title)).toBeVisible();
  await expect(bugPage.markSolved).toHaveCount(0);
  await expect(bugPage.deleteButton).toHaveCount(0);
});
