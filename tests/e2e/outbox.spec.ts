/**
 * The offline outbox (docs/architecture.md, Offline) through the bug-report screen: a report filed
 * offline waits in the list, and reaches the server exactly once when the network is back, even if
 * a reply is lost on the way or two tabs are open, and Background Sync wakes the service worker
 * to have it sent.
 */
import { DRAIN_OUTBOX_MESSAGE } from '../../src/contract/outbox';
import { expect, test } from './fixtures';
import { BugPage } from './pages/bug-page';
import { builtChunkOf } from './support/built-chunks';
import { countOnServer, expectExactlyOnce, report } from './support/bugs-on-server';
import { uniqueUsername } from './support/members';
import { waitForOutbox } from './support/outbox-store';
import { pendingSyncTags, waitForServiceWorker } from './support/service-worker';

const WAITING = 'Waiting to send';

test('a bug filed offline waits, then reaches the server once when back online', async ({
  page,
  context,
  bugPage,
}) => {
  const title = `Offline report ${uniqueUsername()}`;
  const listFile = builtChunkOf('src/client/features/bugs/bug-list.tsx');
  const listCode = page.waitForResponse((response) => response.url().endsWith(listFile));
  await page.goto('/bugs');
  await expect(bugPage.heading).toBeVisible();
  // The page has loaded what it loads after the form (the list's code): without a service worker
  // yet, a list whose code had not arrived when the signal dropped would wait for the signal to
  // show (lib/load-late.ts, importWhenOnline).
  await listCode;
  await page.waitForLoadState('networkidle');
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
  // Both pages loaded, as in the test above.
  await page.waitForLoadState('networkidle');
  await other.waitForLoadState('networkidle');

  await context.setOffline(true);
  await bugPage.fileBug(report(title));
  await expect(bugPage.entry(title).getByText(WAITING)).toBeVisible();
  await context.setOffline(false);

  // Both tabs hear 'online' and try to drain; the Web Lock lets one send.
  await bugPage.expectStatus(title, 'Not Solved');
  await expectExactlyOnce(page, title);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a report queued offline is sent when Background Sync wakes the worker', async ({
    page,
    context,
    bugPage,
  }) => {
    const title = `Background Sync ${uniqueUsername()}`;
    // The page's own 'online' trigger is silenced (this listener comes before the app's and
    // stops the event), so only the worker's relay of the sync event can start the drain.
    await page.addInitScript((drainMessage) => {
      const seen = window as { drainRelays?: number };
      seen.drainRelays = 0;
      window.addEventListener('online', (event) => event.stopImmediatePropagation(), {
        capture: true,
      });
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
        if ((event.data as { type?: unknown } | null)?.type === drainMessage)
          seen.drainRelays = (seen.drainRelays ?? 0) + 1;
      });
    }, DRAIN_OUTBOX_MESSAGE);
    await page.goto('/bugs');
    await waitForServiceWorker(page);
    const relays = () => page.evaluate(() => (window as { drainRelays?: number }).drainRelays);

    await context.setOffline(true);
    await bugPage.fileBug(report(title));
    // Queuing opened the page's outbox, which now listens for the worker too.
    await waitForOutbox(page);
    await expect(bugPage.entry(title).getByText(WAITING)).toBeVisible();
    // Queuing asked the browser for a sync, which it holds while there is no network.
    await expect.poll(() => pendingSyncTags(page)).toEqual(['outbox']);
    expect(await relays()).toBe(0);
    expect(await countOnServer(page, title)).toBe(0);
    await expect(bugPage.entry(title).getByText(WAITING)).toBeVisible();

    await context.setOffline(false);
    await expect(bugPage.entry(title).getByText(WAITING)).toHaveCount(0);
    expect(await relays()).toBeGreaterThan(0);
    await expect.poll(() => pendingSyncTags(page)).toEqual([]);
    await expectExactlyOnce(page, title);
    // The silenced event also kept the page's queries waiting for the network: a fresh start
    // lists the report as the server has it.
    await page.reload();
    await bugPage.openList();
    await bugPage.expectStatus(title, 'Not Solved');
  });
});
