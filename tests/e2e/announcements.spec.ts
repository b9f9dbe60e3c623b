/**
 * Club announcements across devices: admin1 posts one from a tablet; a member on a phone finds
 * it pinned at the top of the feed marked "New" and on the bell, marks it read, and the badge
 * and the bell's count are gone, also after a reload (the read mark is kept by the server).
 */
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/env';
import { createVerifiedMember, signedInPage, tokenOf, uniqueUsername } from './support/members';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('@tablet an admin announces from a tablet; a member reads it on a phone', async ({
  page,
  request,
  browser,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'admins post from a tablet; the member side runs on its own phone here');
  const title = `Sunday's ride moves to 9:00 (${uniqueUsername()})`;
  const adminToken = await tokenOf(request, { username: 'admin1', password: DEMO_PASSWORD });
  // A member before the announcement: it rings their bell.
  const member = await createVerifiedMember(request);
  await page.context().addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, adminToken);
  await page.goto('/home');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('dialog', { name: 'New announcement' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).fill('The bridge opens at 8:30.');
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(form).toBeHidden();
  const onTablet = page.getByRole('article', { name: title });
  await expect(onTablet).toBeVisible();
  // The author has read their own.
  await expect(onTablet.getByText('New', { exact: true })).toHaveCount(0);

  const phone = await signedInPage(browser, baseURL, await tokenOf(request, member), PHONE);
  try {
    await phone.goto('/home');
    const pinned = phone.getByRole('region', { name: 'Announcements' });
    const card = pinned.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('The bridge opens at 8:30.')).toBeVisible();
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    // Above the posts.
    const [pinnedBox, feedBox] = await Promise.all([
      pinned.boundingBox(),
      phone.getByRole('region', { name: 'Feed' }).boundingBox(),
    ]);
    expect(pinnedBox!.y).toBeLessThan(feedBox!.y);

    const bell = phone.getByTestId('header-bell-count');
    await expect(bell).toHaveAttribute('data-count', '1');

    await card.getByRole('button', { name: `Mark as read: ${title}` }).click();
    await expect(card.getByText('New', { exact: true })).toHaveCount(0);
    // Its notice is read with it: the bell hears so over the socket.
    await expect(bell).toHaveAttribute('data-count', '0');
    await phone.reload();
    await expect(phone.getByRole('article', { name: title })).toBeVisible();
    await expect(
      phone.getByRole('article', { name: title }).getByText('New', { exact: true }),
    ).toHaveCount(0);
    await expect(bell).toHaveAttribute('data-count', '0');
  } finally {
    await phone.context().close();
  }
});
