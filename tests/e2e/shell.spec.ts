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

test(
  "before the app starts, the bar shows the club's logo where the app then draws it",
  { tag: '@tablet' },
  async ({ page }) => {
    // The page as it comes, before its code runs: what a phone on a slow network shows first.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/intro');
    const booting = page.getByLabel('Loading the club app');
    const bootLogo = booting.locator('img[src="/favicon.svg"]');
    await expect(bootLogo).toBeVisible();
    const before = await bootLogo.boundingBox();
    const bootName = booting.getByText('Cycling Club');
    const nameShown = await bootName.isVisible();
    const nameBefore = nameShown ? await bootName.boundingBox() : null;

    await page.unroute(/\/assets\/.+\.js$/);
    await page.reload();
    const brand = page.getByRole('banner').getByRole('link', { name: 'Cycling Club' });
    await expect(brand).toBeVisible();
    await expect(booting).toHaveCount(0);
    const after = await brand.locator('img').boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after![side] - before![side]), `logo ${side}`).toBeLessThanOrEqual(1);
    // The name shows where the bar has room for it, in the same place.
    const name = brand.getByText('Cycling Club');
    const nameAfter = (await name.boundingBox())!;
    expect(nameShown).toBe(nameAfter.width > 2);
    if (nameBefore) {
      expect(Math.abs(nameAfter.x - nameBefore.x), 'name x').toBeLessThanOrEqual(1);
      expect(Math.abs(nameAfter.y - nameBefore.y), 'name y').toBeLessThanOrEqual(1);
    }
  },
);
