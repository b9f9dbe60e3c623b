/**
 * A group's picture on /messges: a member changes it from the group's menu, sees the upload's
 * progress and a refusal's reason, then the picture in the conversation's header and the
 * inbox; another member of the group sees it in their own inbox.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { CONVERSATION_PATHS, CONVERSATION_TEXT } from '../../src/contract/conversations';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import { expect, test } from './fixtures';
import { MessgesPage } from './pages/messges-page';
import { SignInPage } from './pages/sign-in-page';
import { BASE_URL } from './support/env';
import { holdRequests } from './support/hold';
import { createVerifiedMember, type Member } from './support/members';

/** A picture made here, so the test carries no binary file. */
function png(): Promise<Buffer> {
  return sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: 40, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
}

async function signIn(page: Page, member: Member) {
  await new SignInPage(page).signIn(member.username, member.password);
  await expect(page.getByRole('button', { name: member.username })).toBeVisible();
}

/** Picks `file` with the dialog's Change picture button, as a member would. */
async function choose(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog', { name: CONVERSATION_TEXT.groupPicture })
    .getByRole('button', { name: CONVERSATION_TEXT.changePicture })
    .click();
  await (await chooser).setFiles(file);
}

/** The picture the server stored, shown inside `scope` (an icon or initials are not one). */
const mediaPicture = (scope: Locator) => scope.locator('img[src^="/api/media/"]');

test('a member changes the group picture and the group shows it to every member', async ({
  page,
  browser,
  request,
  member,
}) => {
  const [one, two] = await Promise.all([
    createVerifiedMember(request),
    createVerifiedMember(request),
  ]);
  await signIn(page, member);
  const messges = new MessgesPage(page);
  await messges.goto();

  await test.step('start a group', async () => {
    await page.getByRole('button', { name: CONVERSATION_TEXT.newChat }).click();
    const dialog = page.getByRole('dialog', { name: CONVERSATION_TEXT.newChat });
    for (const other of [one, two]) {
      await dialog.getByLabel(CONVERSATION_TEXT.searchPeople).fill(other.username);
      await dialog.getByRole('checkbox', { name: new RegExp(other.username) }).click();
    }
    await dialog.getByLabel(CONVERSATION_TEXT.groupName).fill('Gravel crew');
    await dialog.getByRole('button', { name: CONVERSATION_TEXT.start }).click();
    await expect(dialog).toBeHidden();
  });
  const header = page.getByRole('heading', { name: 'Gravel crew' }).locator('xpath=../..');
  await expect(header).toBeVisible();
  // No picture yet: the header shows the group icon, no picture from the server.
  await expect(mediaPicture(header)).toHaveCount(0);

  await page.getByRole('button', { name: 'Gravel crew: more' }).click();
  await page.getByRole('menuitem', { name: CONVERSATION_TEXT.groupPicture }).click();
  const dialog = page.getByRole('dialog', { name: CONVERSATION_TEXT.groupPicture });

  await test.step('a file that is not a picture is refused with the reason', async () => {
    await choose(page, {
      name: 'route.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect(dialog.getByRole('alert')).toContainText(SERVER_MESSAGE.notAnImage);
  });

  await test.step('a picture uploads with its progress shown', async () => {
    const held = await holdRequests(page, `**/api${CONVERSATION_PATHS.picture('*')}`);
    await choose(page, { name: 'crew.png', mimeType: 'image/png', buffer: await png() });
    const progress = dialog.getByRole('progressbar', { name: CONVERSATION_TEXT.uploadingPicture });
    // Held before any byte is sent: the bar is there, empty (so of no width to see yet).
    await expect(progress).toBeAttached();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    held.release();
    await expect(progress).toHaveCount(0);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(
      dialog.getByRole('img', { name: `${CONVERSATION_TEXT.groupPicture}: Gravel crew` }),
    ).toHaveAttribute('src', /^\/api\/media\//);
  });

  // The dialog's own Close button, at its foot (the corner's × is named Close too).
  await dialog.getByRole('button', { name: CONVERSATION_TEXT.close }).last().click();
  await expect(dialog).toBeHidden();
  await expect(mediaPicture(header)).toHaveCount(1);
  const src = await mediaPicture(header).getAttribute('src');
  // The browser really shows it: the picture loaded and has a size.
  await expect
    .poll(() => mediaPicture(header).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: CONVERSATION_TEXT.back }).click();
  await expect(mediaPicture(messges.row('Gravel crew'))).toHaveAttribute('src', src!);

  await test.step('another member of the group sees it in their inbox', async () => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'X-Forwarded-For': `198.19.${Date.now() % 256}.${one.username.length}` },
    });
    try {
      const theirs = await context.newPage();
      await signIn(theirs, one);
      const theirMessges = new MessgesPage(theirs);
      await theirMessges.goto();
      await expect(mediaPicture(theirMessges.row('Gravel crew'))).toHaveAttribute('src', src!);
    } finally {
      await context.close();
    }
  });
});
