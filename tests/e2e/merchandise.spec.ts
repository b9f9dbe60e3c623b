/**
 * Jersey pre-orders against the real server: a member pre-orders a jersey an admin added
 * (size, sleeve, home delivery, a bKash transfer) at the total the screen shows and finds it
 * unpaid in My pre-orders; admin1 (seeded) marks it paid from the Manage tab; the member then
 * sees it paid.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/env';
import { uniqueUsername, xsrfHeader } from './support/members';

async function login(request: APIRequestContext, username: string, password: string) {
  const reply = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username, password },
  });
  expect(reply.ok(), `login ${username}: ${await reply.text()}`).toBeTruthy();
  return ((await reply.json()) as { jwtToken: string }).jwtToken;
}

async function addJersey(request: APIRequestContext, adminToken: string, name: string) {
  const reply = await request.post('/api/merchandise/jerseys', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${adminToken}` },
    data: {
      name,
      description: 'Race cut, three back pockets, club colours.',
      pictures: [],
      prices: {
        baby: { half: 60000, full: 70000 },
        kids: { half: 80000, full: 90000 },
        adult: { half: 120000, full: 135000 },
      },
      open: true,
    },
  });
  expect(reply.ok(), `add jersey: ${await reply.text()}`).toBeTruthy();
}

/** Signs the browser in as whoever holds the token, replacing any session it had. */
async function actAs(page: Page, token: string) {
  await page.goto('/intro');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/merchandise');
}

test('a member pre-orders a jersey, an admin marks it paid, the member sees it paid', async ({
  page,
  request,
  member,
}) => {
  const name = `Jersey ${uniqueUsername()}`;
  const adminToken = await login(request, 'admin1', DEMO_PASSWORD);
  await addJersey(request, adminToken, name);
  const memberToken = await login(request, member.username, member.password);

  await actAs(page, memberToken);
  await expect(page.getByRole('heading', { level: 1, name: 'Club merchandise' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('BDT 600 – BDT 1,350')).toBeVisible();
  await card.getByRole('button', { name: 'Pre-order' }).click();

  const form = page.getByRole('dialog', { name: `Pre-order: ${name}` });
  await form.getByLabel('Size', { exact: true }).click();
  await page.getByRole('option', { name: /^Regular L/ }).click();
  await form.getByText('Full sleeve').click();
  await expect(form.getByLabel('Name')).toHaveValue(member.fullName);
  await form.getByRole('radio', { name: /Home delivery inside the city/ }).check();
  await form.getByLabel('Payment method', { exact: true }).click();
  await page.getByRole('option', { name: 'bKash' }).click();
  // The club's bKash account (the demo one an admin would set in Settings), with the total.
  const payee = form.getByRole('alert', { name: "The club's bKash account" });
  await expect(payee).toContainText('01700-000001 (demo merchant account)');
  await expect(payee).toContainText('Send BDT 1,420 to this account first');
  await form.getByRole('textbox', { name: 'Your account number' }).fill('01712345678');
  await form.getByRole('textbox', { name: 'Transaction id' }).fill('9K2M4TX');
  // BDT 1,350 for an adult full sleeve, plus BDT 70 home delivery.
  await form.getByRole('button', { name: 'Pre-order for BDT 1,420' }).click();

  await expect(page.getByRole('tab', { name: 'My pre-orders', selected: true })).toBeVisible();
  const mine = page.getByTestId('my-preorder').filter({ hasText: name });
  await expect(mine).toContainText('Regular L · Full sleeve × 1');
  await expect(mine).toContainText('BDT 1,420');
  await expect(mine.getByText('Unpaid')).toBeVisible();

  await actAs(page, adminToken);
  await page.getByRole('tab', { name: 'Manage' }).click();
  const line = page.getByTestId('admin-preorder').filter({ hasText: name });
  await expect(line).toContainText(member.fullName);
  // What the buyer entered, to check against the club's account.
  await expect(line).toContainText('01712345678 / 9K2M4TX');
  await line.getByRole('button', { name: 'Mark paid' }).click();
  await expect(line.getByText('Paid', { exact: true })).toBeVisible();

  await actAs(page, memberToken);
  await page.getByRole('tab', { name: 'My pre-orders' }).click();
  const paid = page.getByTestId('my-preorder').filter({ hasText: name });
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid.getByRole('button', { name: 'Cancel pre-order' })).toHaveCount(0);
});
