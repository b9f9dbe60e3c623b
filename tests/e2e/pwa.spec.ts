/**
 * The installable, offline app (issue parts 1 and 2): the manifest and installability, screens
 * that open offline after one visit, API replies read from the cache offline and forgotten on
 * sign-out, and the notice that offers a new version.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { FROM_CACHE_HEADER, USER_DATA_CACHES } from '../../src/contract/pwa';
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium';
import { expect, test } from './fixtures';
import { createVerifiedMember, uniqueUsername, type Member } from './support/members';
import { queuedTitles } from './support/outbox-store';
import { waitForServiceWorker } from './support/service-worker';
import { TEXT } from './support/spec-texts';

test.use({ serviceWorkers: 'allow' });
// One after the other: the last test puts a new sw.js in place, which the others must not see.
test.describe.configure({ mode: 'default' });

/** The URLs stored in the caches that hold a member's data. */
function userDataCacheUrls(page: Page): Promise<string[]> {
  return page.evaluate(
    async (names) => {
      const urls: string[] = [];
      for (const name of names) {
        if (!(await caches.has(name))) continue;
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    },
    USER_DATA_CACHES as readonly string[],
  );
}

test('Chromium finds the app installable and the manifest complete', async ({ baseURL }) => {
  // A test context is incognito, where Chromium never installs: this one has a real profile.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'club-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    await checkInstallable(await context.newPage());
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page) {
  await page.goto('/intro');
  await waitForServiceWorker(page);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const reply = await page.request.get(href!);
  expect(reply.ok()).toBe(true);
  const manifest = await reply.json();
  expect(manifest).toMatchObject({
    name: 'Cycling Club',
    short_name: expect.any(String),
    description: expect.any(String),
    id: '/',
    start_url: '/intro',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b7285',
    background_color: expect.any(String),
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose?: string }>;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const shortcuts = manifest.shortcuts as Array<{ name: string }>;
  expect(shortcuts.map((shortcut) => shortcut.name)).toEqual([
    'Chat room',
    'Report a bug',
    'Group rides',
  ]);
  const shots = manifest.screenshots as Array<{ src: string; form_factor: string }>;
  expect(shots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const image of [...icons, ...shots]) {
    const file = await page.request.get(image.src);
    expect(file.ok(), image.src).toBe(true);
    expect(file.headers()['content-type'], image.src).toMatch(/^image\//);
  }
}

test('after one visit every screen opens offline, but the API is not faked', async ({
  page,
  context,
}) => {
  await page.goto('/intro');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  const screens = [
    ['/intro', 'Cycling Club'],
    ['/events', 'Rides'],
    ['/auth/signin', 'Sign in'],
    ['/no-such-place/at-all', TEXT.bugReportHeading],
  ] as const;
  for (const [url, heading] of screens) {
    const response = await page.goto(url);
    expect(response?.fromServiceWorker(), `${url} from the service worker`).toBe(true);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  await expect(page.getByRole('status', { name: 'Offline' })).toBeVisible();

  // The shell must never stand in for an API reply: offline the request simply fails.
  const health = await page.evaluate(async () => {
    try {
      const reply = await fetch('/api/health');
      return { status: reply.status, type: reply.headers.get('content-type') ?? '' };
    } catch {
      return { status: 0, type: '' };
    }
  });
  expect(health).toEqual({ status: 0, type: '' });

  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Offline' })).toHaveCount(0);
});

test('one visit is enough: what a first visit read opens offline, as after a second', async ({
  page,
  context,
}) => {
  // The device's first visit: the feed is read before the service worker is installed.
  await page.goto('/home');
  const feed = page.getByRole('region', { name: 'Feed' });
  const firstPost = (await feed.getByRole('article').first().innerText()).split('\n')[0]!;
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Rides', exact: true })).toBeVisible();
  await waitForServiceWorker(page);
  await expect
    .poll(() => userDataCacheUrls(page))
    .toEqual(expect.arrayContaining(['/api/post', '/api/event']));

  await context.setOffline(true);
  await page.goto('/home');
  await expect(feed.getByRole('article').first()).toContainText(firstPost);
  await expect(page.getByText('The feed could not be loaded.')).toHaveCount(0);
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Rides', exact: true })).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await context.setOffline(false);
});

test('offline a member sees their saved details; sign-out empties the API cache', async ({
  page,
  context,
  member,
  signInPage,
  navbar,
}) => {
  await page.goto('/intro');
  await waitForServiceWorker(page);
  await signInPage.signIn(member.username, member.password);
  await navbar.expectSignedInAs(member.username);
  // A fresh start asks the server who is signed in; the service worker keeps that reply.
  await page.goto('/intro');
  await expect.poll(() => userDataCacheUrls(page)).toContain('/api/user/me');

  await context.setOffline(true);
  await page.reload();
  await navbar.expectSignedInAs(member.username);
  const marked = await page.evaluate(
    async ({ header, token }) =>
      (await fetch('/api/user/me', { headers: { Authorization: `Bearer ${token}` } })).headers.get(
        header,
      ),
    { header: FROM_CACHE_HEADER, token: await page.evaluate(() => localStorage.getItem('token')) },
  );
  expect(Number.isNaN(Date.parse(marked ?? ''))).toBe(false);
  await navbar.userMenu(member.username).click();
  await expect(page.getByText('Saved just now')).toBeVisible();
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  // A reply of the member's still on its way as they sign out (a screen read ahead as a link
  // was reached for): the server answered while they were signed in, the answer arrives after.
  let arrive = () => {};
  const arrival = new Promise<void>((resolve) => (arrive = resolve));
  const answered = new Promise<void>((resolve) =>
    context.route('**/api/user/me?late=1', async (route) => {
      const reply = await route.fetch();
      resolve();
      await arrival;
      await route.fulfill({ response: reply });
    }),
  );
  await page.evaluate(() => {
    const token = localStorage.getItem('token');
    (window as unknown as { lateRead: Promise<string> }).lateRead = fetch('/api/user/me?late=1', {
      headers: { Authorization: `Bearer ${token}` },
    }).then((reply) => reply.text());
  });
  await answered;
  await navbar.signOut(member.username);
  await navbar.expectSignedOut();
  await expect.poll(() => userDataCacheUrls(page)).toEqual([]);
  arrive();
  expect(
    await page.evaluate(() => (window as unknown as { lateRead: Promise<string> }).lateRead),
  ).toContain(member.username);
  // Not kept for the next person: a kept reply is stored a moment after it reaches the page.
  // (The pictures of the page the visitor now sees may be.)
  for (let look = 0; look < 5; look++) {
    await page.waitForTimeout(200);
    expect(await userDataCacheUrls(page)).not.toContain('/api/user/me');
  }
});

/** Neither the member's names nor any of the texts shows anywhere on the page. */
async function expectNothingOf(page: Page, member: Member, texts: string[]): Promise<void> {
  const body = page.locator('body');
  for (const text of [member.username, member.fullName, ...texts])
    await expect(body).not.toContainText(text);
}

test('offline on a shared device, the next member sees nothing of the one before', async ({
  page,
  context,
  request,
  member: first,
  signInPage,
  navbar,
  bugPage,
}) => {
  const next = await createVerifiedMember(request);
  const bug = (title: string) => ({
    title,
    description: `Reported by the first member ${first.username}`,
    severity: 'LOW' as const,
    steps: 'Open the club page.',
  });
  const sentTitle = `Sent before leaving ${uniqueUsername()}`;
  const waitingTitle = `Still waiting when leaving ${uniqueUsername()}`;

  await page.goto('/intro');
  await waitForServiceWorker(page);
  await signInPage.signIn(first.username, first.password);
  await navbar.expectSignedInAs(first.username);

  // The first member's screens, each of which the service worker keeps a reply of.
  await page.goto('/bugs');
  await bugPage.fileBug(bug(sentTitle));
  await bugPage.expectStatus(sentTitle, 'Not Solved');
  await bugPage.view(sentTitle);
  await expect(bugPage.details.getByText(`(@${first.username})`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Member dashboard' })).toBeVisible();
  await navbar.userMenu(first.username).click();
  await expect(page.getByText(`Signed in as ${first.fullName}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => userDataCacheUrls(page)).toContain('/api/bugs');

  // A report filed with no signal, still waiting when they sign out and hand the phone over.
  await page.goto('/bugs');
  await navbar.expectSignedInAs(first.username);
  await context.setOffline(true);
  await bugPage.fileBug(bug(waitingTitle));
  await expect(bugPage.entry(waitingTitle).getByText('Waiting to send')).toBeVisible();
  await navbar.signOut(first.username);
  await navbar.expectSignedOut();
  await context.setOffline(false);

  await signInPage.signIn(next.username, next.password);
  await navbar.expectSignedInAs(next.username);
  await page.goto('/intro');
  await expect.poll(() => userDataCacheUrls(page)).toContain('/api/user/me');

  await context.setOffline(true);
  await page.reload();
  await navbar.expectSignedInAs(next.username);
  await navbar.userMenu(next.username).click();
  await expect(page.getByText(`Signed in as ${next.fullName}`)).toBeVisible();
  await expectNothingOf(page, first, [sentTitle, waitingTitle]);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Member dashboard' })).toBeVisible();
  await navbar.expectSignedInAs(next.username);
  await expectNothingOf(page, first, [sentTitle, waitingTitle]);

  // The bug list was only ever fetched for the first member: offline it says it cannot load,
  // and the first member's waiting report is not theirs to see.
  await page.goto('/bugs');
  await bugPage.openList();
  await expect(page.getByText('The bug list could not be loaded')).toBeVisible();
  await navbar.expectSignedInAs(next.username);
  await expectNothingOf(page, first, [sentTitle, waitingTitle]);
  await expect(navbar.outboxCount).toHaveCount(0);
  // Kept on the device for its owner's next sign-in, all the same.
  expect(await queuedTitles(page)).toContain(waitingTitle);
});

test('a new version is offered with a Reload button, which switches to it', async ({ page }) => {
  const clientDir = process.env.E2E_CLIENT_DIR;
  if (!clientDir) throw new Error('E2E_CLIENT_DIR is not set: global-setup.ts sets it');
  const swFile = path.join(clientDir, 'sw.js');
  const original = readFileSync(swFile, 'utf8');

  await page.goto('/intro');
  await waitForServiceWorker(page);
  try {
    writeFileSync(swFile, `${original}\n// a new version, ${Date.now()}\n`);
    // Coming back to the tab is one of the moments the app looks for a new version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('New version available')).toBeVisible();
    await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBe(
      undefined,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Cycling Club' })).toBeVisible();
    await expect(page.getByText('New version available')).toHaveCount(0);
  } finally {
    writeFileSync(swFile, original);
  }
});
