/**
 * A release, as a club lives through it (docs/releasing.md). A member has the app open on
 * version A in three tabs, a visitor in a browser with no service worker yet, and another
 * member's phone sits idle; writes are queued offline and a bug title is half-typed. Then
 * version B is deployed: the same tree with a required field added to the bug report (and its
 * migration), a post field whose older version is past its window, and screens whose files
 * changed (support/next-release.ts). Nothing goes blank, nothing is lost, every write lands
 * once, and the new version is found as the member moves between screens.
 *
 * Two real builds and a server of their own (SQLite); the PostgreSQL run leaves it out, as the
 * database plays no part in what a release keeps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BugPage } from './pages/bug-page';
import { FeedPage } from './pages/feed-page';
import { Navbar } from './pages/navbar';
import { SignInPage } from './pages/sign-in-page';
import { startAppServer, type AppServer } from './support/app-server';
import { DEMO_PASSWORD, E2E_PORT } from './support/env';
import { buildNextRelease, copyBuild, type Build } from './support/next-release';
import { waitForServiceWorker } from './support/service-worker';

const PORT = Number(process.env.E2E_RELEASE_PORT ?? E2E_PORT + 5);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../..');
const WORK = path.join(ROOT, 'test-results', '.releases');

test.skip(
  Boolean(process.env.TEST_DATABASE_URL),
  'A release keeps the same things whatever the database: the SQLite run covers it',
);

let buildA: Build;
let buildB: Build;
let dataDir: string;
let server: AppServer | undefined;

async function serve(build: Build): Promise<void> {
  await server?.stop();
  server = await startAppServer({
    root: ROOT,
    serverMain: build.serverMain,
    port: PORT,
    logFile: path.join(WORK, `server-${build === buildA ? 'a' : 'b'}.log`),
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      CLIENT_DIR: build.clientDir,
      SEED_DEMO: '1',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_SECONDS: '0',
    },
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildA = copyBuild(path.join(ROOT, 'dist'), path.join(WORK, 'a'));
  buildB = buildNextRelease(ROOT, path.join(WORK, 'b'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-releases-'));
  await serve(buildA);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.KEEP_RELEASES) rmSync(WORK, { recursive: true, force: true });
});

/** The rows the server stored, read from its SQLite file. */
function stored<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, 'club.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const VERSION_NOTICE = 'New version available';

async function openFromMenu(page: Page, link: RegExp): Promise<void> {
  await new Navbar(page).burger.click();
  await page.getByRole('link', { name: link }).click();
}

async function newPhone(
  browser: Browser,
  serviceWorkers: 'allow' | 'block',
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: ORIGIN,
    serviceWorkers,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
}

test('a deploy blanks no page, strands no write and loses no draft', async ({ browser }) => {
  test.setTimeout(240_000);
  const bugTitle = `Queued on A ${Date.now()}`;
  const postText = `Posted offline on A ${Date.now()}`;
  const halfTyped = 'The map stays grey when';

  // ── Version A ────────────────────────────────────────────────────────────────────────────
  const phone = await newPhone(browser, 'allow');
  const writer = await phone.newPage();
  await new SignInPage(writer).signIn('rider1', DEMO_PASSWORD);
  await new Navbar(writer).expectSignedInAs('rider1');
  await writer.goto('/home');
  await waitForServiceWorker(writer);

  // A second tab left on the rides.
  const idle = await phone.newPage();
  await idle.goto('/events');
  await expect(idle.getByRole('heading', { name: 'Rides', exact: true })).toBeVisible();
  await idle.evaluate(() => Object.assign(window, { openedOnA: true }));

  // A visitor's first visit in a browser without a service worker.
  const laptop = await newPhone(browser, 'block');
  const visitor = await laptop.newPage();
  let visitorLoads = 0;
  visitor.on('load', () => (visitorLoads += 1));
  await visitor.goto('/intro');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();

  // Another member's phone, idle on the landing page; its clock is ours to move.
  const other = await newPhone(browser, 'allow');
  await other.clock.install();
  const idler = await other.newPage();
  await idler.goto('/intro');
  await waitForServiceWorker(idler);

  // Offline on A: a bug report and a post wait in the outbox.
  await phone.setOffline(true);
  await writer.goto('/bugs');
  await new BugPage(writer).fileBug({
    title: bugTitle,
    description: 'Written on the road, sent after the deploy.',
    severity: 'LOW',
    steps: '',
  });
  await expect(new BugPage(writer).entry(bugTitle).getByText('Waiting to send')).toBeVisible();
  const feed = new FeedPage(writer);
  await writer.goto('/home');
  await feed.write(postText);
  await expect(feed.waiting(postText)).toBeVisible();
  // A third tab, opened offline, with a bug title half-typed.
  const drafter = await phone.newPage();
  await drafter.goto('/bugs');
  const drafterBugs = new BugPage(drafter);
  await drafterBugs.title.fill(halfTyped);

  // ── Version B is deployed ────────────────────────────────────────────────────────────────
  await serve(buildB);
  await phone.setOffline(false);

  // The bug report of version 1 lands, upgraded with B's default, once.
  await expect
    .poll(() => stored<{ area: string }>('SELECT area FROM bugs WHERE title = ?', bugTitle))
    .toEqual([{ area: 'not-said' }]);
  // The post is past its version's window: it waits for the member, and says what to do.
  const parked = feed.waiting(postText);
  await expect(parked.getByText('Update the app to send this')).toBeVisible();
  await expect(writer.getByRole('status', { name: '1 item needs you' })).toBeVisible();
  await expect(writer.getByRole('status', { name: /waiting to send/ })).toHaveCount(0);

  // Reconnecting found the new version; the tab with a half-typed title says its text is kept.
  // (B's worker downloads its files first: a few seconds, more on a loaded machine.)
  await expect(drafter.getByText(VERSION_NOTICE)).toBeVisible({ timeout: 30_000 });
  await expect(drafter.getByText('What you are writing is kept.')).toBeVisible();

  // The idle phone finds it as its member moves between screens (at most once a minute).
  await idler.clock.fastForward('01:05');
  await openFromMenu(idler, /^rides$/i);
  await expect(idler.getByRole('heading', { name: 'Rides', exact: true })).toBeVisible();
  // (Its worker too downloads B's files before it offers them.)
  await expect(idler.getByText(VERSION_NOTICE)).toBeVisible({ timeout: 30_000 });

  // The visitor without a service worker opens screens whose files B no longer has: the
  // server still has them, and the page goes on as A, without a reload.
  await openFromMenu(visitor, /^rides$/i);
  await expect(visitor.getByRole('heading', { name: 'Rides', exact: true })).toBeVisible();
  await openFromMenu(visitor, /^members$/i);
  await expect(visitor.getByRole('heading', { name: 'Members', exact: true })).toBeVisible();
  expect(visitorLoads).toBe(1);

  // ── "Update the app": the post opens in B's form with all it said ───────────────────────
  await parked.getByRole('button', { name: 'Update the app' }).click();
  await expect(writer).toHaveURL(/\/home/);
  const editor = writer.getByRole('dialog', { name: 'Edit post' });
  await expect(editor.getByLabel('What happened on the road?')).toHaveValue(postText);
  await editor.getByLabel('Location').fill('Dhanmondi lake');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() =>
      stored<{ location: string }>('SELECT location FROM posts WHERE content = ?', postText),
    )
    .toEqual([{ location: 'Dhanmondi lake' }]);
  await expect(writer.getByRole('status', { name: /needs you|waiting to send/ })).toHaveCount(0);

  // The switch reached every tab: the idle one reloaded by itself into B...
  await expect.poll(() => idle.evaluate(() => 'openedOnA' in window)).toBe(false);
  await expect(idle.getByRole('heading', { name: 'Rides', exact: true })).toBeVisible();
  // ...the one with a half-typed title stays on A, says so, and still opens A's screens.
  await expect(
    drafter.getByText('This tab still runs the previous version.', { exact: false }),
  ).toBeVisible();
  await expect(drafterBugs.title).toHaveValue(halfTyped);
  // Offline even: B's service worker kept A's files for the tabs still on A.
  await phone.setOffline(true);
  await openFromMenu(drafter, /^members$/i);
  await expect(drafter.getByRole('heading', { name: 'Members', exact: true })).toBeVisible();
  await phone.setOffline(false);
  // Its Reload opens B (its changed screen), and the half-typed title is back in B's form.
  await drafter.getByRole('button', { name: 'Reload' }).click();
  await expect(drafter.getByRole('heading', { name: 'Club members', exact: true })).toBeVisible();
  await drafter.goto('/bugs');
  await expect(drafterBugs.title).toHaveValue(halfTyped);
  await expect(drafter.getByLabel('Where in the app?')).toHaveValue('');

  // Exactly once, each of them.
  expect(stored('SELECT id FROM bugs WHERE title = ?', bugTitle)).toHaveLength(1);
  expect(stored('SELECT id FROM posts WHERE content = ?', postText)).toHaveLength(1);

  await Promise.all([phone.close(), laptop.close(), other.close()]);
});
