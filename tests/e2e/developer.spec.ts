/**
 * The developer dashboard on a tablet, against the real server: developer1 (seeded) finds a new
 * member in the Roles tab's matrix and grants them ROLE_SELLER; the member, on their own device,
 * reloads and finds the Seller tab of their dashboard, and the grant is in the Reports tab's
 * role changes, read from the audit log. The member is the test's own, so no other
 * test's data changes.
 */
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/env';
import { createVerifiedMember, signedInPage, tokenOf } from './support/members';

test('@tablet a developer grants ROLE_SELLER to a member, who then has the Seller dashboard', async ({
  page,
  request,
  browser,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'developers run the dashboard from a tablet; its phone layout differs');
  const member = await createVerifiedMember(request);
  const memberToken = await tokenOf(request, member);
  const developerToken = await tokenOf(request, {
    username: 'developer1',
    password: DEMO_PASSWORD,
  });

  const memberPage = await signedInPage(browser, baseURL, memberToken);
  await memberPage.goto('/dashboard/ROLE_USER');
  await expect(memberPage.getByRole('heading', { name: 'Member dashboard' })).toBeVisible();
  await expect(memberPage.getByRole('tab', { name: 'Seller' })).toHaveCount(0);

  await page.context().addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, developerToken);
  await page.goto('/dashboard/dashboarddev');
  const tabs = page.getByRole('tablist', { name: 'Developer dashboard' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Dashboard',
    'Orders',
    'Products',
    'Financials',
    'Reviews',
    'Notifications',
    'Analytics',
    'Settings',
    'Support',
    'Nothing',
    'Users',
    'Roles',
    'Reports',
  ]);
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/tab=roles/);
  await expect(page.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('textbox', { name: 'Find a member' }).fill(member.username);
  const matrix = page.getByRole('table', { name: 'Roles matrix' });
  const row = matrix.getByRole('row', { name: member.fullName });
  await expect(matrix.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Grant ROLE_SELLER to ${member.fullName}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${member.fullName} now holds` }),
  ).toContainText('ROLE_USER, ROLE_SELLER.');
  await expect(
    row.getByRole('button', { name: `Revoke ROLE_SELLER from ${member.fullName}` }),
  ).toBeVisible();
  // Every member keeps ROLE_USER: no Revoke is offered for it.
  await expect(
    row.getByTitle('Every member keeps ROLE_USER; disable the account instead.'),
  ).toHaveText('Always');
  await expect(row.getByRole('button', { name: /^Revoke ROLE_USER/ })).toHaveCount(0);

  // The change lands in the audit log, which the Reports tab reads.
  await page.getByRole('tab', { name: 'Reports' }).click();
  const change = page
    .getByRole('table', { name: 'Role changes' })
    .getByRole('row')
    .filter({ hasText: member.username });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Role granted');
  await expect(change).toContainText('ROLE_SELLER');
  await expect(change).toContainText('developer1');

  // The member's dashboard shows the new role once it is loaded again.
  await memberPage.reload();
  await expect(memberPage.getByRole('tab', { name: 'Seller' })).toBeVisible();
  await memberPage.getByRole('tab', { name: 'Seller' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Seller dashboard' })).toBeVisible();
  await memberPage.context().close();

  // A revoke is asked again before it is sent.
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('textbox', { name: 'Find a member' }).fill(member.username);
  await row.getByRole('button', { name: `Revoke ROLE_SELLER from ${member.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revoke ROLE_SELLER from ${member.fullName}?` });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${member.fullName} now holds` }),
  ).toContainText('now holds ROLE_USER.');
  await expect(
    row.getByRole('button', { name: `Grant ROLE_SELLER to ${member.fullName}` }),
  ).toBeVisible();
});
