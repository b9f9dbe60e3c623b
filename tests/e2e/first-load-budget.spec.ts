/**
 * A visitor opening /intro from a shared link, on a phone's connection: every byte of script
 * before the network is idle delays the first screen. The JavaScript fetched until then stays
 * within 150 KB gzip; what later screens need loads when they are opened. The sizes are the
 * built files' own (gzip at level 9, as the bundle bench counts them), so the budget does not
 * move with the machine. The first date format a page makes loads the browser's calendar data,
 * a long task on a cheap phone: screens that show no date never make one. Nor does a visitor
 * with no cart fetch the device's database (Dexie) on the shop; a product's cart controls do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtScreenFilesOf, CLIENT_DIR } from './support/built-chunks';

const BUDGET_BYTES = 150 * 1024;

/** The JavaScript a first visit to /intro fetches until the network is idle, file by file. */
async function firstScreenScripts(page: Page) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/intro');
  await page.waitForLoadState('networkidle');
  // The first screen is drawn: the budget is for a page that works, not one that failed early.
  await expect(page.getByRole('main')).not.toBeEmpty();

  const sizes = [...scripts].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length,
  }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const listing = sizes
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ file, gzip }) => `${(gzip / 1024).toFixed(1)} KB ${file}`)
    .join('\n');
  return { total, listing };
}

test('opening /intro fetches at most 150 KB gzip of JavaScript until the network is idle', async ({
  page,
}) => {
  const { total, listing } = await firstScreenScripts(page);
  expect(total, `JavaScript fetched before idle:\n${listing}`).toBeLessThanOrEqual(BUDGET_BYTES);
});

test.describe('a Bangla reader', () => {
  test.use({ locale: 'bn-BD' });

  test("opens /intro in Bangla within the same budget: only the first screen's texts come", async ({
    page,
  }) => {
    const { total, listing } = await firstScreenScripts(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expect(listing, 'the texts of the first screen in Bangla').toMatch(/texts-bn-/);
    expect(total, `JavaScript fetched before idle:\n${listing}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});

test("a screen's files are all asked for at once when a link to it is reached for", async ({
  page,
  navbar,
  isMobile,
}) => {
  // The entry does not list them (vite.config.ts); the server names them, asked on the link.
  const files = builtScreenFilesOf('src/client/routes/events/index.tsx');
  await page.goto('/intro');
  await page.waitForLoadState('networkidle');
  if (isMobile) await navbar.burger.click();
  await page.getByRole('link', { name: /^rides$/i }).hover();
  const preloaded = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
  await expect.poll(preloaded).toEqual(expect.arrayContaining(files));
});

test('screens that show no date load no calendar data while they open', async ({ page }) => {
  await page.addInitScript(() => {
    const Made = Intl.DateTimeFormat;
    const counted = window as unknown as { dateFormatsMade: number };
    counted.dateFormatsMade = 0;
    Intl.DateTimeFormat = new Proxy(Made, {
      construct(target, args: ConstructorParameters<typeof Made>) {
        counted.dateFormatsMade += 1;
        return new target(...args);
      },
    });
  });
  const made = () =>
    page.evaluate(() => (window as unknown as { dateFormatsMade: number }).dateFormatsMade);
  for (const path of ['/intro', '/shop', '/auth/signin']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).not.toBeEmpty();
    expect(await made(), path).toBe(0);
  }
  // A screen of dates makes its format, and shows them.
  await page.goto('/events');
  await expect(
    page
      .getByRole('main')
      .getByText(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}\b/)
      .first(),
  ).toBeVisible();
  expect(await made()).toBeGreaterThan(0);
});

test("a visitor's shop opens without the device's database; a product's cart controls bring it, offline too", async ({
  page,
  request,
}) => {
  const reply = await request.get('/api/product?size=50');
  const { content } = (await reply.json()) as {
    content: { id: number; name: string; quantityAvailable: number }[];
  };
  const product = content.find((one) => one.quantityAvailable > 0);
  if (!product) throw new Error('the demo data has no product in stock');

  const databaseFetched: string[] = [];
  page.on('request', (sent) => {
    const file = new URL(sent.url()).pathname;
    if (/^\/assets\/dexie-[\w-]+\.js$/.test(file)) databaseFetched.push(file);
  });
  // The cart's sync, once the screen is drawn, counts a first visitor's cart empty.
  await page.goto('/shop');
  await page.waitForFunction(() => localStorage.getItem('club-cart-lines:guest') === '0');
  await page.waitForLoadState('networkidle');
  expect(databaseFetched, 'the shop').toEqual([]);

  await page.goto(`/products/productDetails/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  await expect.poll(() => databaseFetched.length, 'the product').toBe(1);
  await page.waitForLoadState('networkidle');

  // The signal drops before the first tap: the line is kept all the same.
  await page.context().setOffline(true);
  await add.click();
  await expect(page.getByRole('link', { name: 'View cart' })).toBeVisible();
  await expect(page.getByTestId('header-cart-count')).toHaveAttribute('data-count', '1');
});
