/**
 * The chat room (/chat): two members chat live; one goes offline and, back online, sees what
 * was said meanwhile without reloading; a message written offline waits, then arrives exactly
 * once. Visitors read the room but are asked to sign in to write.
 */
import type { Browser, Page } from '@playwright/test';
import {
  CHAT_PATHS,
  CHAT_SOCKET_PATH,
  CHAT_TEXT,
  DESTINATIONS,
  chatHistorySchema,
} from '../../src/contract/chat';
import { CHAT_SCREEN_TEXT } from '../../src/client/features/chat/texts';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { SignInPage } from './pages/sign-in-page';
import { connectStomp } from '../server/chat-clients';
import { BASE_URL } from './support/env';
import { createVerifiedMember, uniqueUsername, xsrfHeader, type Member } from './support/members';
import { saveShot } from './support/shots';

async function signIn(page: Page, member: Member) {
  await new SignInPage(page).signIn(member.username, member.password);
  await expect(page.getByRole('button', { name: member.username })).toBeVisible();
}

/** A second member on their own device: a browser context of their own. */
async function otherDevice(browser: Browser, member: Member) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': `198.19.${Date.now() % 256}.${member.username.length}` },
  });
  const page = await context.newPage();
  await signIn(page, member);
  return { page, context };
}

/** How many room messages have this text, as the history API tells anyone. */
async function countInHistory(page: Page, text: string): Promise<number> {
  const reply = await page.request.get(`/api${CHAT_PATHS.messages}`, { params: { size: 100 } });
  expect(reply.ok()).toBeTruthy();
  const history = chatHistorySchema.parse(await reply.json());
  return history.content.filter((message) => message.text === text).length;
}

test('two members chat live; one back from offline sees what was said, and what they wrote offline arrives once @tablet', async ({
  page,
  browser,
  request,
  member,
}, testInfo) => {
  const friend = await createVerifiedMember(request);
  const tag = uniqueUsername();
  await signIn(page, member);
  const mine = new ChatPage(page);
  await mine.goto();
  await mine.expectConnected();

  const other = await otherDevice(browser, friend);
  const theirs = new ChatPage(other.page);
  await theirs.goto();
  await theirs.expectConnected();

  await test.step('live, both ways', async () => {
    await mine.send(`Morning ride at 6? ${tag}`);
    await expect(theirs.message(`Morning ride at 6? ${tag}`)).toBeVisible();
    await expect(mine.message(`Morning ride at 6? ${tag}`)).toBeVisible();
    await theirs.send(`Count me in ${tag}`);
    await expect(mine.message(`Count me in ${tag}`)).toBeVisible();
    // The sender's name is shown to the other; their own reads 'You'.
    await expect(theirs.message(`Morning ride at 6? ${tag}`)).toContainText(
      `Test Rider ${member.username.slice(-5)}`,
    );
    await expect(mine.message(`Morning ride at 6? ${tag}`)).toContainText(CHAT_SCREEN_TEXT.you);
  });

  await test.step('offline: the gap is filled on return, without a reload', async () => {
    await page.context().setOffline(true);
    await expect(mine.status).toHaveText(CHAT_SCREEN_TEXT.status.offline);
    await theirs.send(`Meet at the bridge ${tag}`);
    await expect(theirs.message(`Meet at the bridge ${tag}`)).toBeVisible();

    // Written offline: it waits in the list.
    await mine.send(`On my way ${tag}`);
    await expect(
      mine.message(`On my way ${tag}`).getByText(CHAT_SCREEN_TEXT.waiting),
    ).toBeVisible();
    expect(await countInHistory(other.page, `On my way ${tag}`)).toBe(0);
    await expect(mine.message(`Meet at the bridge ${tag}`)).toHaveCount(0);
    await saveShot(page, { path: testInfo.outputPath('chat-offline.png') });

    await page.context().setOffline(false);
    await mine.expectConnected();
    await expect(mine.message(`Meet at the bridge ${tag}`)).toBeVisible();
    await expect(theirs.message(`On my way ${tag}`)).toBeVisible();
    await expect(mine.message(`On my way ${tag}`).getByText(CHAT_SCREEN_TEXT.waiting)).toHaveCount(
      0,
    );
  });

  await test.step('exactly once, in order', async () => {
    await expect.poll(() => countInHistory(page, `On my way ${tag}`)).toBe(1);
    await page.waitForTimeout(1500);
    expect(await countInHistory(page, `On my way ${tag}`)).toBe(1);
    await expect(mine.message(`On my way ${tag}`)).toHaveCount(1);
    await expect(theirs.message(`On my way ${tag}`)).toHaveCount(1);
    const texts = await mine.log.getByRole('listitem').allInnerTexts();
    const order = [`Morning ride`, `Count me in`, `Meet at the bridge`, `On my way`].map((start) =>
      texts.findIndex((text) => text.includes(`${start}`) && text.includes(tag)),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index >= 0)).toBe(true);
    await saveShot(page, { path: testInfo.outputPath('chat-online.png') });
  });

  await other.context.close();
});

test('after signing out, the chat screen offers the sign-in prompt and stays live', async ({
  page,
  member,
  navbar,
}) => {
  await signIn(page, member);
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.expectConnected();
  await expect(chat.input).toBeVisible();
  await navbar.signOut(member.username);
  await expect(page).toHaveURL(/\/auth\/signin/);
  // Back in the app's history, without a reload: the socket reconnected as a visitor's.
  await page.goBack();
  await expect(chat.heading).toBeVisible();
  await expect(page.getByText(CHAT_TEXT.signInToSend)).toBeVisible();
  await expect(chat.input).toHaveCount(0);
  await chat.expectConnected();
});

test('a visitor reads the room and is asked to sign in to write', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.expectConnected();
  await expect(chat.log).toBeVisible();
  await expect(page.getByText(CHAT_TEXT.signInToSend)).toBeVisible();
  await expect(chat.input).toHaveCount(0);
  await page.getByRole('link', { name: CHAT_SCREEN_TEXT.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
});

test('scrolled up, a new message shows a pill that brings the member back to the end', async ({
  page,
  request,
  member,
}, testInfo) => {
  const friend = await createVerifiedMember(request);
  const login = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username: friend.username, password: friend.password },
  });
  expect(login.ok()).toBeTruthy();
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  // The friend writes from another device: a STOMP client of their own on the same server.
  const friendSocket = await connectStomp(`${BASE_URL.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`, {
    token: jwtToken,
  });
  const tag = uniqueUsername();
  for (let n = 1; n <= 15; n++) {
    await friendSocket.send(DESTINATIONS.sendMessage, `Route note ${n} ${tag}`);
  }

  await signIn(page, member);
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.expectConnected();
  await expect(chat.message(`Route note 15 ${tag}`)).toBeInViewport();

  await chat.log.evaluate((log) => log.scrollTo({ top: 0 }));
  await expect(chat.message(`Route note 15 ${tag}`)).not.toBeInViewport();
  await friendSocket.send(DESTINATIONS.sendMessage, `Puncture at the bridge ${tag}`);
  await expect(chat.newMessagesPill).toBeVisible();
  // The member keeps their place: the new message is not scrolled into view by itself.
  await expect(chat.message(`Puncture at the bridge ${tag}`)).not.toBeInViewport();
  await saveShot(page, { path: testInfo.outputPath('chat-new-messages.png') });

  await chat.newMessagesPill.click();
  await expect(chat.message(`Puncture at the bridge ${tag}`)).toBeInViewport();
  await expect(chat.newMessagesPill).toBeHidden();
  await friendSocket.close();
});
