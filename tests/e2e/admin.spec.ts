/**
 * The admin dashboard on a tablet, against the real server: admin1 (seeded) finds a new member
 * in Users and disables the account after confirming; the member, signed in on their own
 * device, is signed out at their next request and sees the way to sign in. The member is the
 * test's own, so no other test's account is touched.
 */
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/env';
import { createVerifiedMember, signedInPage, tokenOf } from './support/members';

test('@tablet admin1 disables a member, and the member is signed out on their next request', async ({
  page,
  request,
  browser,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'admins run the dashboard from a tablet; its phone layout differs');
  const member = await createVerifiedMember(request);
  const memberPage = await signedInPage(browser, baseURL, await tokenOf(request, member));
  await memberPage.goto('/dashboard/ROLE_USER');
  await expect(memberPage.getByRole('tab', { name: 'Member' })).toBeVisible();

  const adminToken = await tokenOf(request, { username: 'admin1', password: DEMO_PASSWORD });
  await page.context().addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, adminToken);
  await page.goto('/dashboard/ROLE_ADMIN?tab=users');
  const sections = page.getByRole('tablist', { name: 'Admin dashboard' }).getByRole('tab');
  await expect(sections).toHaveText(['Dashboard', 'Users', 'Orders', 'Settings', 'Reports']);
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('textbox', { name: 'Search members' }).fill(member.username);
  await page.getByRole('button', { name: `View ${member.username}` }).click();
  const account = page.getByRole('dialog', { name: 'Member account' });
  await expect(account.getByText(member.email)).toBeVisible();
  await account.getByRole('button', { name: 'Disable account' }).click();
  const ask = page.getByRole('dialog', { name: `Disable ${member.username}?` });
  await ask.getByRole('button', { name: 'Disable' }).click();
  await expect(ask).toBeHidden();
  await expect(account.getByRole('button', { name: 'Enable account' })).toBeVisible();
  await expect(account.getByText('disabled', { exact: true })).toBeVisible();

  // The member's next request finds the session ended: the dashboard asks them to sign in.
  await memberPage.reload();
  await expect(
    memberPage.getByRole('heading', { name: 'Sign in to see your dashboard' }),
  ).toBeVisible();
  const me = await memberPage.request.get('/api/user/me', {
    headers: {
      Authorization: `Bearer ${await memberPage.evaluate(() => localStorage.getItem('token') ?? '')}`,
    },
  });
  expect(me.status()).toBe(401);

  // The change is in the audit log, with who made it.
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/ROLE_ADMIN?tab=reports');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: member.username }).first()).toContainText(
    'admin1',
  );
  await memberPage.context().close();
});
