/**
 * The ride chat: two riders going on a ride have its page open on their phones; what one
 * writes appears on the other's without a reload, and a message written offline waits, then
 * reaches the server once when the network is back.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo } from './support/keyboard';
import { createVerifiedMember, uniqueUsername, xsrfHeader } from './support/members';
import { saveShot } from './support/shots';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function tokenOf(request: APIRequestContext): Promise<string> {
  const member = await createVerifiedMember(request);
  const reply = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username: member.username, password: member.password },
  });
  expect(reply.ok(), `login: ${await reply.text()}`).toBeTruthy();
  return ((await reply.json()) as { jwtToken: string }).jwtToken;
}

async function call(request: APIRequestContext, token: string, method: string, path: string) {
  const reply = await request.fetch(path, {
    method,
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    ...(method === 'PUT' ? { data: { going: true } } : {}),
  });
  expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBeTruthy();
  return reply.json() as Promise<unknown>;
}

async function phoneOf(browser: Browser, baseURL: string | undefined, token: string) {
  const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return { context, page: await context.newPage() };
}

async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message to the riders' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

test('riders going talk in the ride chat, live and offline', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const organiser = await tokenOf(request);
  const ride = (await request
    .post('/api/event', {
      headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${organiser}` },
      data: {
        name: `Chat ride ${uniqueUsername()}`,
        startsAt: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
        durationMinutes: 120,
        from: { name: 'Hatirjheel' },
        to: { name: 'Purbachal' },
        distanceKm: 32,
        pace: 'easy',
        description: 'Easy spin.',
        capacity: 10,
        sponsors: [],
      },
    })
    .then((reply) => reply.json())) as { id: number };
  const tokens = [await tokenOf(request), await tokenOf(request)];
  for (const token of tokens) await call(request, token, 'PUT', `/api/event/${ride.id}/rsvp`);
  const messagesOnServer = async (text: string) => {
    const thread = (await call(request, organiser, 'GET', `/api/event/${ride.id}/thread`)) as {
      content: { text: string }[];
    };
    return thread.content.filter((comment) => comment.text === text).length;
  };

  const phones = await Promise.all(tokens.map((token) => phoneOf(browser, baseURL, token)));
  try {
    const [first, second] = phones as [(typeof phones)[0], (typeof phones)[0]];
    // What the second rider's socket hears, to tell live delivery from a fetch after connecting.
    const heard: string[] = [];
    const sent: string[] = [];
    second.page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => heard.push(String(frame.payload)));
      socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    });
    // The first phone's clock is a minute behind the server's.
    await first.page.clock.setSystemTime(Date.now() - 60_000);
    for (const { page } of phones) {
      await page.goto(`/events/${ride.id}`);
      await expect(page.getByRole('heading', { name: 'Ride chat' })).toBeVisible();
      // On a phone the chat is below the ride's details: it loads once the page is idle, so a
      // rider who does not scroll there finds it drawn, not a grey box.
      await expect(page.getByText('No messages yet.', { exact: false })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Calendar feed' })).toBeVisible();
    }
    const chatOf = (page: Page) => page.getByRole('region', { name: 'Ride chat' });
    // The second page listens before the first writes: its socket (which loads after the
    // thread is shown) has asked for the ride chat's queue.
    await expect
      .poll(() =>
        sent.some(
          (frame) =>
            frame.startsWith('SUBSCRIBE') && frame.includes('destination:/user/queue/ride-thread'),
        ),
      )
      .toBe(true);

    // By keyboard: the chat's box is reached on the first pass down the page, and after
    // sending the focus stays in it for the next message.
    const box = first.page.getByRole('textbox', { name: 'Message to the riders' });
    await tabTo(first.page, box, { maxStops: 60 });
    await first.page.keyboard.type('Wait for me at the bridge');
    await tabTo(first.page, first.page.getByRole('button', { name: 'Send', exact: true }));
    await first.page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await expect(chatOf(first.page).getByText('Wait for me at the bridge')).toBeVisible();
    // Just written, by that phone's clock too: "now", not "in 1 minute".
    const written = chatOf(first.page)
      .getByRole('listitem')
      .filter({ hasText: 'Wait for me at the bridge' });
    await expect(written.locator('time')).toHaveText('now');
    // The other rider's page hears it over the socket: no reload.
    await expect(chatOf(second.page).getByText('Wait for me at the bridge')).toBeVisible();
    await expect
      .poll(() =>
        heard.some(
          (frame) =>
            frame.startsWith('MESSAGE') &&
            frame.includes('destination:/user/queue/ride-thread') &&
            frame.includes('Wait for me at the bridge'),
        ),
      )
      .toBe(true);

    await second.context.setOffline(true);
    await write(second.page, 'Flat tyre, two minutes');
    const waiting = second.page.getByTestId('waiting-ride-message');
    await expect(waiting.getByText('Waiting to send')).toBeVisible();
    expect(await messagesOnServer('Flat tyre, two minutes')).toBe(0);

    await second.context.setOffline(false);
    await expect(waiting).toHaveCount(0);
    await expect(chatOf(second.page).getByText('Flat tyre, two minutes')).toHaveCount(1);
    await expect(chatOf(first.page).getByText('Flat tyre, two minutes')).toBeVisible();
    expect(await messagesOnServer('Flat tyre, two minutes')).toBe(1);
    await saveShot(second.page, { path: 'test-results/ride-chat-390.png', fullPage: true });
  } finally {
    await Promise.all(phones.map((phone) => phone.context.close()));
  }
});
