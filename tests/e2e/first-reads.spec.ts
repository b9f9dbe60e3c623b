/**
 * A screen opened from a link asks the server for what it reads first before the app has
 * started (src/client/boot/first-reads.ts), and the app takes those replies instead of asking
 * again: each read is one request, visitor or signed in.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/env';

/** Every GET to the API the page makes, as path and query, from the moment it is opened. */
function recordApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      reads.push(url.pathname + url.search);
    }
  });
  return reads;
}

/**
 * Read again once the member's socket listens, to fill what changed before it did: the bell's
 * count (lib/chat/inbox-count.ts) and a ride chat in sight (features/events/thread/live.ts).
 */
function readOnConnect(read: string): boolean {
  return read === '/api/notifications/unread-count' || /^\/api\/event\/\d+\/thread\?/.test(read);
}

function twice(reads: string[]): string[] {
  return reads.filter((read, index) => reads.indexOf(read) !== index && !readOnConnect(read));
}

test('a visitor opening the feed, the rides, the shop and the sponsor shop asks for each first read once', async ({
  context,
}) => {
  for (const [path, heading, first] of [
    ['/home', 'Feed', '/api/post?page=0&size=11'],
    ['/events', 'Rides', '/api/event?list=upcoming&page=0&size=20'],
    ['/shop', 'Shop', '/api/product?page=0&size=10'],
    ['/sdcbikewala', 'SDC Bikewala', '/api/repair/sponsor'],
  ] as const) {
    // A tab of its own for each: what a page reads once it has settled is not the next one's.
    const page = await context.newPage();
    const reads = recordApiReads(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads, path).toContain(first);
    expect(twice(reads), path).toEqual([]);
    await page.close();
  }
});

test('a signed-in member reloading Storage, the dashboard and a ride asks for each first read once', async ({
  context,
  page,
  signInPage,
  navbar,
}) => {
  await signInPage.signIn('rider1', DEMO_PASSWORD);
  // Signed in before the tabs open: they find the session in storage.
  await navbar.expectSignedInAs('rider1');
  // The ride rider1 organises in the demo data, whichever weekday the suite runs on.
  const rides = await page.request.get('/api/event?list=upcoming&page=0&size=20');
  type Listed = { id: number; organiser: { username: string } };
  const ride = ((await rides.json()) as { content: Listed[] }).content.find(
    (listed) => listed.organiser.username === 'rider1',
  );
  if (!ride) throw new Error('the demo data has no upcoming ride of rider1');
  for (const [path, first] of [
    ['/storage', ['/api/storage/usage', '/api/storage?page=0&size=12']],
    [
      '/dashboard/ROLE_USER',
      ['/api/user/me/activity?period=week', '/api/event/attendance/summary', '/api/settings'],
    ],
    // Who is going and the organiser's announcements come with the ride, not after it.
    [
      `/events/${ride.id}`,
      [
        `/api/event/${ride.id}`,
        `/api/event/${ride.id}/attendees`,
        `/api/announcements?rideId=${ride.id}`,
      ],
    ],
  ] as const) {
    const tab = await context.newPage();
    const reads = recordApiReads(tab);
    await tab.goto(path);
    await tab.waitForLoadState('networkidle');
    for (const read of first) expect(reads, path).toContain(read);
    expect(twice(reads), path).toEqual([]);
    await tab.close();
  }
  await page.close();
});
