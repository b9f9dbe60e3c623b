/** The app shell (§2): redirects, the bug-report screen for unknown paths, theme, navigation. */
import { expect, test } from './fixtures';
import { TEXT } from './support/spec-texts';

test('the empty path redirects to /intro', { tag: '@tablet' }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/intro$/);
});

test('/auth redirects to the sign-in screen', async ({ page, signInPage }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect(signInPage.identifier).toBeVisible();
});

test('an unknown path shows the bug-report screen', { tag: '@tablet' }, async ({ page }) => {
  const response = await page.goto('/no-such-place/at-all');
  expect(response?.status()).toBe(200); // the SPA answers; the screen is the app's own
  await expect(page.getByRole('heading', { name: TEXT.bugReportHeading })).toBeVisible();
});

test(
  'the theme toggle switches light and dark and is remembered',
  { tag: '@tablet' },
  async ({ page, navbar }) => {
    await page.goto('/intro');
    await expect(navbar.themeToggle).toBeVisible();
    const before = await navbar.colorScheme();
    expect(before === 'light' || before === 'dark', `scheme before: ${before}`).toBe(true);
    const after = before === 'light' ? 'dark' : 'light';

    await navbar.themeToggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', after);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', after);
    await expect(navbar.themeToggle).toBeVisible();

    await navbar.themeToggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', String(before));
  },
);

test('on a phone the burger opens the navigation', async ({ page, navbar, isMobile }) => {
  test.skip(!isMobile, 'the burger is for narrow screens');
  await page.goto('/intro');
  const rides = page.getByRole('link', { name: /^rides$/i });
  await expect(navbar.burger).toBeVisible();
  await expect(rides).toBeHidden();
  await navbar.burger.click();
  await expect(rides).toBeVisible();
  await rides.click();
  await expect(page).toHaveURL(/\/events$/);
});

test(
  'on a tablet the navigation links show without a burger',
  { tag: '@tablet' },
  async ({ page, navbar, isMobile }) => {
    test.skip(isMobile, 'phones fold the links behind the burger');
    await page.goto('/intro');
    await expect(page.getByRole('link', { name: /^rides$/i })).toBeVisible();
    await expect(navbar.burger).toBeHidden();
  },
);

test('on a phone the drawer also leads to the sections the bar has no link for', async ({
  page,
  navbar,
  isMobile,
}) => {
  test.skip(!isMobile, 'the drawer is for narrow screens');
  await page.goto('/intro');
  await navbar.burger.click();
  const more = page.getByRole('navigation', { name: 'More sections' });
  await expect(more.getByRole('link')).toHaveText([
    'Search',
    'Chat room',
    'Club merchandise',
    'SDC Bikewala',
    'File share',
  ]);
  await more.getByRole('link', { name: 'Chat room' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test(
  'on a tablet the user menu leads to the sections the bar has no link for',
  { tag: '@tablet' },
  async ({ page, navbar, isMobile }) => {
    test.skip(isMobile, 'phones have them in the drawer as well');
    await page.goto('/intro');
    await navbar.signedOutMenu.click();
    await page.getByRole('menuitem', { name: 'Club merchandise' }).click();
    await expect(page).toHaveURL(/\/merchandise$/);
  },
);
