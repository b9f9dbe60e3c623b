/**
 * /messges: starting direct and group conversations, writing, reading and leaving; messages
 * arrive live over the chat socket, fill the gap after a time offline, and what is written
 * offline waits in the outbox and arrives once.
 */
import type { Browser, Page } from '@playwright/test';
import { CONVERSATION_TEXT } from '../../src/contract/conversations';
import { expect, test } from './fixtures';
import { MessgesPage } from './pages/messges-page';
import { SignInPage } from './pages/sign-in-page';
import { BASE_URL } from './support/env';
import { createVerifiedMember, type Member } from './support/members';
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
  return { page, context, close: () => context.close() };
}

function startChat(page: Page, search: string, names: string[], groupName?: string) {
  return test.step(`start a chat with ${names.join(', ')}`, async () => {
    await page.getByRole('button', { name: CONVERSATION_TEXT.newChat }).click();
    const dialog = page.getByRole('dialog', { name: CONVERSATION_TEXT.newChat });
    await dialog.getByLabel(CONVERSATION_TEXT.searchPeople).fill(search);
    for (const name of names) await dialog.getByRole('checkbox', { name }).click();
    if (groupName) await dialog.getByLabel(CONVERSATION_TEXT.groupName).fill(groupName);
    await dialog.getByRole('button', { name: CONVERSATION_TEXT.start }).click();
    await expect(dialog).toBeHidden();
  });
}

const messagesOf = (page: Page, conversationName: string) =>
  page.getByRole('list', { name: conversationName });

/** Sends `text` and waits for it in the conversation's message list. */
async function send(page: Page, conversationName: string, text: string) {
  await page.getByRole('textbox', { name: CONVERSATION_TEXT.placeholder }).fill(text);
  await page.getByRole('button', { name: CONVERSATION_TEXT.send }).click();
  await expect(messagesOf(page, conversationName).getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: CONVERSATION_TEXT.placeholder })).toHaveValue('');
}

test('a member finds another by e-mail, writes, and the other reads it with an unread badge', async ({
  page,
  browser,
  request,
  member,
}) => {
  const friend = await createVerifiedMember(request);
  await signIn(page, member);
  await page.goto('/messges');
  await expect(page.getByText(CONVERSATION_TEXT.empty)).toBeVisible();

  // The whole address finds them; the address itself is shown nowhere.
  await startChat(page, friend.email, [`${friend.fullName} (${friend.username})`]);
  await expect(page.getByRole('heading', { name: friend.fullName })).toBeVisible();
  await expect(page.getByText(friend.email)).toHaveCount(0);
  await send(page, friend.fullName, 'Coffee ride tomorrow at 8?');
  // Back to the inbox: a reply now arrives unread (in the open conversation it would be read).
  await page.getByRole('button', { name: CONVERSATION_TEXT.back }).click();

  const theirs = await otherDevice(browser, friend);
  try {
    await theirs.page.goto('/messges');
    const row = theirs.page.getByRole('button', { name: new RegExp(member.fullName) });
    await expect(row).toContainText('Coffee ride tomorrow at 8?');
    await expect(row).toContainText(CONVERSATION_TEXT.unread(1));
    await row.click();
    await expect(
      messagesOf(theirs.page, member.fullName).getByText('Coffee ride tomorrow at 8?', {
        exact: true,
      }),
    ).toBeVisible();
    await send(theirs.page, member.fullName, 'Yes, see you at the gate');
    await theirs.page.getByRole('button', { name: CONVERSATION_TEXT.back }).click();
    await expect(row).not.toContainText(CONVERSATION_TEXT.unread(1));
  } finally {
    await theirs.close();
  }

  // Back on the first phone: the reply came live, unread; and it is still so after a reload.
  const mine = page.getByRole('button', { name: new RegExp(friend.fullName) });
  await expect(mine).toContainText('Yes, see you at the gate');
  await expect(mine).toContainText(CONVERSATION_TEXT.unread(1));
  await page.reload();
  await expect(mine).toContainText('Yes, see you at the gate');
  await expect(mine).toContainText(CONVERSATION_TEXT.unread(1));
});

test(
  'a group needs a name, shows its members, and a member can leave it',
  { tag: '@tablet' },
  async ({ page, request, member }) => {
    const [one, two] = await Promise.all([
      createVerifiedMember(request),
      createVerifiedMember(request),
    ]);
    await signIn(page, member);
    await page.goto('/messges');

    await page.getByRole('button', { name: CONVERSATION_TEXT.newChat }).click();
    const dialog = page.getByRole('dialog', { name: CONVERSATION_TEXT.newChat });
    for (const other of [one, two]) {
      await dialog.getByLabel(CONVERSATION_TEXT.searchPeople).fill(other.username);
      await dialog.getByRole('checkbox', { name: new RegExp(other.username) }).click();
    }
    // Two others make a group, which cannot start without a name.
    await expect(dialog.getByRole('button', { name: CONVERSATION_TEXT.start })).toBeDisabled();
    await dialog.getByLabel(CONVERSATION_TEXT.groupName).fill('Hill repeats');
    await dialog.getByRole('button', { name: CONVERSATION_TEXT.start }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('heading', { name: 'Hill repeats' })).toBeVisible();
    await expect(page.getByText(CONVERSATION_TEXT.membersCount(3), { exact: false })).toBeVisible();
    await send(page, 'Hill repeats', 'Tuesday, 6 pm, the long climb');

    await page.getByRole('button', { name: 'Hill repeats: more' }).click();
    await page.getByRole('menuitem', { name: CONVERSATION_TEXT.leave }).click();
    const confirm = page.getByRole('dialog', { name: CONVERSATION_TEXT.leave });
    await confirm.getByRole('button', { name: CONVERSATION_TEXT.leave }).click();
    await expect(page.getByRole('button', { name: /Hill repeats/ })).toHaveCount(0);
    await expect(page.getByText(CONVERSATION_TEXT.empty)).toBeVisible();
  },
);

test('messages arrive live, fill the gap after a time offline, and one written offline arrives once', async ({
  page,
  browser,
  request,
  member,
}, testInfo) => {
  const friend = await createVerifiedMember(request);
  await signIn(page, member);
  const mine = new MessgesPage(page);
  await mine.goto();
  await startChat(page, friend.email, [`${friend.fullName} (${friend.username})`]);
  await mine.write('Route for Saturday is up');
  const conversationId = mine.openId();

  const theirs = await otherDevice(browser, friend);
  try {
    const other = new MessgesPage(theirs.page);
    await other.goto();
    await other.row(member.fullName).click();
    await expect(other.message(member.fullName, 'Route for Saturday is up')).toBeVisible();

    await test.step('live: a new message shows without a reload or a refocus', async () => {
      await mine.write('Meet at the bakery, 7:45');
      await expect(other.message(member.fullName, 'Meet at the bakery, 7:45')).toBeVisible();
      await saveShot(theirs.page, { path: testInfo.outputPath('conversation-live-390.png') });
    });

    await test.step('offline, then back: what was said meanwhile shows without a reload', async () => {
      await theirs.context.setOffline(true);
      await mine.write('Bring a spare tube');
      await expect(mine.message(friend.fullName, 'Bring a spare tube')).toBeVisible();
      await expect(other.message(member.fullName, 'Bring a spare tube')).toHaveCount(0);
      await theirs.context.setOffline(false);
      await expect(other.message(member.fullName, 'Bring a spare tube')).toBeVisible({
        timeout: 20_000,
      });
    });

    await test.step('written offline: it waits, then arrives once', async () => {
      await theirs.context.setOffline(true);
      await other.write('Will do, see you there');
      const waiting = other.message(member.fullName, 'Will do, see you there');
      await expect(other.waitingBadge(waiting)).toBeVisible();
      await saveShot(theirs.page, { path: testInfo.outputPath('conversation-waiting-390.png') });
      await theirs.context.setOffline(false);
      await expect(other.waitingBadge(waiting)).toHaveCount(0, { timeout: 20_000 });
      await expect(waiting).toHaveCount(1);
      await expect(mine.message(friend.fullName, 'Will do, see you there')).toHaveCount(1);
      const stored = await mine.history(conversationId);
      expect(stored.content.filter((m) => m.text === 'Will do, see you there')).toHaveLength(1);
      // Still once after the echo and the reply have both come and gone.
      await expect(waiting).toHaveCount(1);
    });

    await test.step('what arrived in the open conversation was read as it came', async () => {
      await theirs.page.reload();
      await theirs.page.getByRole('button', { name: CONVERSATION_TEXT.back }).click();
      await expect(other.row(member.fullName)).toContainText('Will do, see you there');
      await expect(other.row(member.fullName)).not.toContainText(/unread/);
    });

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(mine.message(friend.fullName, 'Will do, see you there')).toBeVisible();
    await saveShot(page, { path: testInfo.outputPath('conversation-live-1024.png') });
  } finally {
    await theirs.close();
  }
});
