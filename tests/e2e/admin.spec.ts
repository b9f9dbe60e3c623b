/**
 * The admin dashboard on a tablet, against the real server: admin1 (seeded) finds a new member
 * in Users and disables the account after confirming; the member, signed in on their own
 * device, is signed out at their next request and sees the way to sign in; admin1 grants and
 * revokes a role from Users, each asked first. The member is each test's own, so no other
 * test's account is touched.
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

test('@tablet admin1 grants a member a role from Users and revokes it, each asked first', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'admins run the dashboard from a tablet; its phone layout differs');
  const member = await createVerifiedMember(request);
  const memberToken = await tokenOf(request, member);
  const rolesNow = async () => {
    const reply = await request.get('/api/user/me', {
      headers: { Authorization: `Bearer ${memberToken}` },
    });
    return ((await reply.json()) as { roles: { name: string }[] }).roles.map((role) => role.name);
  };
  const adminToken = await tokenOf(request, { username: 'admin1', password: DEMO_PASSWORD });
  await page.context().addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, adminToken);
  await page.goto('/dashboard/ROLE_ADMIN?tab=users');
  await page.getByRole('textbox', { name: 'Search members' }).fill(member.username);
  const roles = page.getByRole('group', { name: `Roles of ${member.fullName}` });
  // An admin may not touch the developer role: the server's rule, shown before asking.
  await expect(roles).toContainText('Developers only');

  await roles.getByRole('button', { name: `Grant ROLE_SELLER to ${member.fullName}` }).click();
  const grant = page.getByRole('dialog', { name: `Grant ROLE_SELLER to ${member.fullName}?` });
  // Cancel leaves the member as they were.
  await grant.getByRole('button', { name: 'Cancel' }).click();
  await expect(grant).toBeHidden();
  expect(await rolesNow()).toEqual(['ROLE_USER']);
  await roles.getByRole('button', { name: `Grant ROLE_SELLER to ${member.fullName}` }).click();
  await grant.getByRole('button', { name: 'Grant' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Roles changed' });
  await expect(outcome).toContainText(`${member.fullName} now holds ROLE_USER, ROLE_SELLER.`);
  expect(await rolesNow()).toEqual(['ROLE_USER', 'ROLE_SELLER']);

  const revokeButton = roles.getByRole('button', {
    name: `Revoke ROLE_SELLER from ${member.fullName}`,
  });
  await revokeButton.click();
  const revoke = page.getByRole('dialog', { name: `Revoke ROLE_SELLER from ${member.fullName}?` });
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(outcome).toContainText(`${member.fullName} now holds ROLE_USER.`);
  await expect(
    roles.getByRole('button', { name: `Grant ROLE_SELLER to ${member.fullName}` }),
  ).toBeVisible();
  expect(await rolesNow()).toEqual(['ROLE_USER']);
});
