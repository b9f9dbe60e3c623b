/**
 * Two flows done with the keyboard alone, on a tablet with a keyboard: a visitor files a bug
 * report (sent empty first, the fields that need attention said aloud), and a member signs in,
 * writes a post and opens and leaves its menu and edit dialog, then follows a link to another
 * screen, whose heading takes the focus.
 * Every Tab stop shows its focus and follows the page's order (support/keyboard.ts); the
 * dialog takes the focus in and gives it back where it was.
 */
import { expect, test } from './fixtures';
import { FeedPage } from './pages/feed-page';
import { tabTo } from './support/keyboard';
import { uniqueUsername } from './support/members';

test.skip(({ isMobile }) => isMobile, 'a keyboard is used on the tablet');

test('@tablet a visitor files a bug report by keyboard alone', async ({ page, bugPage }) => {
  const title = `Keyboard only ${uniqueUsername()}`;
  await page.goto('/club/old-news');
  await expect(bugPage.heading).toBeVisible();

  // The first stop skips the header and lands at the screen's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Sent empty: the fields that need attention are said politely, and the cursor goes to the
  // first of them.
  await tabTo(page, bugPage.submitButton);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-error-announcement')).toHaveText(
    '3 fields need attention: Title, Description, Severity.',
  );
  await expect(bugPage.title).toBeFocused();
  await page.keyboard.type(title);
  await tabTo(page, bugPage.description);
  await page.keyboard.type('The old news link leads nowhere.');
  await tabTo(page, bugPage.severity('LOW'));
  // Arrows move the choice within the group, as in any radio group.
  await page.keyboard.press('ArrowDown');
  await expect(bugPage.severity('MEDIUM')).toBeChecked();
  await expect(bugPage.severity('MEDIUM')).toBeFocused();
  await tabTo(page, bugPage.steps);
  await page.keyboard.type('Open the club page and choose old news.');
  await tabTo(page, bugPage.submitButton);
  await page.keyboard.press('Enter');

  await expect(bugPage.hideBugs).toBeVisible();
  await bugPage.expectStatus(title, 'Not Solved');
});

test('@tablet a member signs in, posts, and leaves a menu and a dialog by keyboard alone', async ({
  page,
  member,
  signInPage,
  navbar,
}) => {
  const text = `Typed without a mouse ${uniqueUsername()}`;
  await signInPage.goto();
  await tabTo(page, signInPage.identifier);
  await page.keyboard.type(member.username);
  await page.keyboard.press('Enter');
  await expect(signInPage.password).toBeVisible();
  await tabTo(page, signInPage.password);
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await navbar.expectSignedInAs(member.username);

  const feed = new FeedPage(page);
  await feed.goto();
  await expect(feed.composer).toBeVisible();
  await tabTo(page, feed.composer);
  await page.keyboard.press('Enter');
  // The form opens with the cursor in its text.
  await expect(feed.content).toBeFocused();
  await page.keyboard.type(text);
  await tabTo(page, feed.submit);
  await page.keyboard.press('Enter');
  const post = feed.post(text);
  await expect(post).toBeVisible();

  // The post's menu: opened from the keyboard, left with Escape, the focus back on its button.
  const actions = post.getByRole('button', { name: `Actions for ${member.fullName}'s post` });
  await actions.focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('menuitem', { name: 'Edit' });
  await expect(edit).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(actions).toBeFocused();

  // Opened again from the keyboard, the menu puts the focus on its first item; its edit dialog
  // takes the focus in, keeps it in, and gives it back on Escape.
  await page.keyboard.press('Enter');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  for (let stop = 0; stop < 15; stop++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  // A link to another screen: the focus goes to the new screen's heading, not the page's body.
  await post.getByRole('link', { name: member.fullName }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: member.fullName });
  await expect(heading).toBeFocused();
  // The next Tab goes on from there, into the new screen.
  await page.keyboard.press('Tab');
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
    )
    .toBe(true);
});
