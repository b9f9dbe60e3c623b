/**
 * The landing page's content, edited from the developer dashboard's Home settings: a
 * developer changes the welcome text and a special (adding a picture), and a visitor on
 * another device sees both on /intro; a visitor who has seen it once opens it offline.
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { BASE_URL, DEMO_PASSWORD } from './support/env';
import { waitForServiceWorker } from './support/service-worker';

/** A small picture, made here so the test carries no binary file. */
function png(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
}

test('a developer edits the welcome and a special; a visitor sees them on /intro', async ({
  page,
  browser,
  signInPage,
  navbar,
}) => {
  const stamp = Date.now().toString(36);
  const welcome = `Welcome, riders of the city (${stamp}). Saturday rides start at dawn.`;
  const title = `Sunrise rides ${stamp}`;
  const description = `Every Saturday at 6:00 from the lake gate (${stamp}).`;

  await signInPage.signIn('developer1', DEMO_PASSWORD);
  await navbar.expectSignedInAs('developer1');
  // Home settings live in the developer dashboard's Settings tab.
  await page.goto('/dashboard/ROLE_DEV?tab=settings');
  await expect(page.getByRole('heading', { name: 'Home settings' })).toBeVisible();

  // The welcome text.
  const text = page.getByRole('textbox', { name: 'Welcome text' });
  await expect(text).not.toHaveValue('');
  await text.fill(welcome);
  await page.getByRole('button', { name: 'Save the welcome' }).click();
  await expect(page.getByText('The welcome is saved. Visitors see it now.')).toBeVisible();

  // The first special: a new title and description, and one more picture.
  const specials = page.getByRole('region', { name: 'Specials' });
  const first = specials.getByRole('article').first();
  const before = await first.getByText(/ of 6 pictures$/).textContent();
  const pictures = Number(before?.split(' ')[0]);
  await first.getByRole('button', { name: 'Edit' }).click();
  const form = specials.locator('form');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill(description);
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: await png() });
  await expect(form.getByText(`${pictures + 1} of 6 pictures`)).toBeVisible();
  await form.getByRole('button', { name: 'Save the special' }).click();
  await expect(page.getByText(`“${title}” is saved.`)).toBeVisible();
  const saved = specials.getByRole('article', { name: title });
  await expect(saved.getByText(`${pictures + 1} of 6 pictures`)).toBeVisible();

  // A visitor on another device, with nothing cached.
  const visitor = await browser.newContext({
    baseURL: BASE_URL,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': `198.19.${Date.now() % 256}.77` },
  });
  try {
    const landing = await visitor.newPage();
    await landing.goto('/intro');
    await expect(landing.getByText(welcome)).toBeVisible();
    const card = landing.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(description)).toBeVisible();
    await expect(card.locator('img')).toHaveCount(pictures + 1);
    await expect(landing.getByRole('link', { name: 'Join the club' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a visitor who saw /intro once opens it offline with the same content', async ({
    page,
    context,
  }) => {
    await page.goto('/intro');
    await waitForServiceWorker(page);
    // Now the worker answers the page's requests and keeps the content's reply.
    await page.reload();
    const specials = page.getByRole('region', { name: 'At the club' });
    await expect(specials.getByRole('article').first()).toBeVisible();
    const welcome = await page.locator('#intro-title ~ p').last().textContent();
    const titles = await specials.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Offline: showing saved data')).toBeVisible();
    await expect(page.locator('#intro-title ~ p').last()).toHaveText(welcome ?? '');
    await expect(specials.getByRole('heading', { level: 3 })).toHaveText(titles);
    await context.setOffline(false);
  });
});
