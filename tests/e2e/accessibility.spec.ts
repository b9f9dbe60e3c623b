/**
 * Every screen passes axe-core's WCAG 2.2 A and AA rules (support/audit.ts), as a visitor and
 * as each demo role, in light and dark, on a phone (390 px) and a tablet (1024 px), with the
 * main menus, dialogs and the phone's drawer open; on the phone, nothing sticks out past the
 * right edge with the text at 200 % (E2E_REFLOW=0 leaves that check out). Each role signs in once and walks its
 * screens in one page, so the audit adds little to a run. To audit a new screen, add its path
 * (or a step that opens its dialog) to the list of whoever can see it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Audit, AUDIT_ENABLED } from './support/audit';
import { DEMO_PASSWORD } from './support/env';
import { xsrfHeader } from './support/members';
import { TEXT } from './support/spec-texts';

test.skip(!AUDIT_ENABLED, 'the audit runs once, in the SQLite run (E2E_AUDIT=1 forces it)');
// Five roles, two schemes, forty screens: longer than one flow, still one page each.
test.describe.configure({ timeout: 300_000 });

async function signIn(page: Page, request: APIRequestContext, username: string) {
  const reply = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username, password: DEMO_PASSWORD },
  });
  expect(reply.ok(), `login ${username}: ${await reply.text()}`).toBeTruthy();
  const { jwtToken } = (await reply.json()) as { jwtToken: string };
  await page.context().addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, jwtToken);
  const me = await request.get('/api/user/me', {
    headers: { Authorization: `Bearer ${jwtToken}` },
  });
  expect(me.ok(), `user/me: ${await me.text()}`).toBeTruthy();
  return { id: ((await me.json()) as { id: number }).id, token: jwtToken };
}

/** The direct conversation of the member signed in with `token` and `username`: its id. */
async function conversationWith(request: APIRequestContext, token: string, username: string) {
  const headers = { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` };
  const people = await request.get(`/api/conversations/people?q=${username}`, { headers });
  const { content } = (await people.json()) as { content: { id: number; username: string }[] };
  const memberId = content.find((member) => member.username === username)?.id;
  const reply = await request.post('/api/conversations', {
    headers,
    data: { kind: 'direct', memberId },
  });
  expect(reply.ok(), `start a conversation: ${await reply.text()}`).toBeTruthy();
  return ((await reply.json()) as { id: number }).id;
}

/**
 * The address of the first link on the screen to an item under `prefix` (a list's first item,
 * by its id: not "Plan a ride" at /events/new).
 */
async function firstLinkUnder(page: Page, prefix: string): Promise<string> {
  await expect(page.locator(`main a[href^="${prefix}"]`).first()).toBeVisible();
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const item = hrefs.find((href) => /^\d/.test(href.slice(prefix.length)));
  expect(item, `a link to an item under ${prefix}`).toBeDefined();
  return item!;
}

/** The shell's own overlays, on any screen: the user menu, and the drawer on a phone. */
async function auditShell(page: Page, audit: Audit, menuName: string, isMobile: boolean) {
  const menu = page.getByRole('button', { name: menuName, exact: true });
  await menu.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await audit.check('the user menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  if (isMobile) {
    await page.getByRole('button', { name: TEXT.openNavigation }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check('the navigation drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
}

/** A dashboard's sections, each audited as its `?tab=` shows it. */
async function auditTabs(audit: Audit, path: string, tabs: readonly string[]) {
  for (const tab of tabs) await audit.screen(`${path}?tab=${tab}`);
}

test('@tablet a visitor: the public screens, the sign-in and sign-up forms, the menu', async ({
  page,
  isMobile,
}) => {
  const audit = new Audit(page);
  for (const path of [
    '/intro',
    '/home',
    '/auth/signin',
    '/auth/signup',
    '/auth/resetpass/rider1',
    '/merchandise',
    '/sdcbikewala',
    '/people',
    '/messges',
    '/chat',
    '/bikeMessenger',
    '/storage',
    '/tempfile',
    '/dashboard',
    '/bugs',
    '/demo',
    '/announcements',
    '/search?q=ride',
    '/no-such-screen',
  ])
    await audit.screen(path);

  await audit.screen('/events');
  await audit.screen(await firstLinkUnder(page, '/events/'));
  await audit.screen('/shop');
  await audit.screen(await firstLinkUnder(page, '/products/productDetails/'));

  await audit.screen('/auth/signin');
  await page.getByLabel(TEXT.identifierLabel).fill('rider1');
  await page.getByRole('button', { name: TEXT.next, exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await audit.check('/auth/signin, the password step');

  await audit.screen('/intro');
  await auditShell(page, audit, TEXT.signedOutMenu, isMobile);
});

test('@tablet rider1: every member screen', async ({ page, request }) => {
  await signIn(page, request, 'rider1');
  const audit = new Audit(page);
  for (const path of [
    '/home',
    '/auth/signin',
    '/events/new',
    '/products/cart',
    '/products/checkout',
    '/bikeMessenger',
    '/storage',
    '/tempfile',
    '/chat',
    '/merchandise',
    '/sdcbikewala',
    '/bugs',
    '/demo',
    '/announcements',
    '/search?q=rdie',
    '/dashboard/ROLE_USER',
  ])
    await audit.screen(path);

  await audit.screen('/events');
  await audit.screen(await firstLinkUnder(page, '/events/'));
  await audit.screen('/events?view=calendar&pace=easy,moderate'); // the month grid, or a phone's week
  await audit.screen('/shop');
  await audit.screen(await firstLinkUnder(page, '/products/productDetails/'));
  await audit.screen('/products/orders');
  await audit.screen(await firstLinkUnder(page, '/products/orders/'));
  await audit.screen('/people');
  await audit.screen(await firstLinkUnder(page, '/people/profile/'));
});

test('@tablet rider1: the dialogs and menus of a member', async ({ page, request, isMobile }) => {
  const rider = await signIn(page, request, 'rider1');
  const riderId = rider.id;
  const audit = new Audit(page);
  await audit.screen('/messges');
  await audit.dialog('New chat', 'the new chat dialog');
  // One conversation open: on a phone it fills the screen in place of the list.
  await audit.screen(
    `/messges?conversation=${await conversationWith(request, rider.token, 'seller1')}`,
  );
  await audit.screen(`/people/profile/${riderId}`);
  await audit.dialog('Edit profile', 'the edit profile dialog');
  await audit.screen('/merchandise');
  await audit.dialog('Pre-order', 'the jersey pre-order dialog');
  // rider1 led the demo's last ride: its roll-call is open for a week after the start.
  await audit.screen('/events?list=past');
  const lastRide = page.getByRole('link', { name: 'Rainy day coffee ride' });
  await audit.screen((await lastRide.getAttribute('href'))!);
  await audit.dialog('Roll-call', 'the roll-call');

  await audit.screen('/home');
  await auditShell(page, audit, 'rider1', isMobile);
});

test('@tablet seller1: the seller dashboard and its dialogs', async ({ page, request }) => {
  await signIn(page, request, 'seller1');
  const audit = new Audit(page);
  await auditTabs(audit, '/dashboard/ROLE_SELLER', [
    'dashboard',
    'orders',
    'products',
    'financials',
    'reviews',
    'notifications',
    'analytics',
    'settings',
    'support',
    'nothing',
  ]);
  await audit.screen('/dashboard/ROLE_SELLER?tab=orders');
  await audit.dialog(/^Reject order /, 'the question before rejecting a line');
  await audit.dialog('Invoice', 'the invoice');
  await audit.screen('/dashboard/ROLE_SELLER?tab=products');
  await audit.dialog('New product', 'the new product dialog');
  await audit.screen('/dashboard/ROLE_SELLER?tab=support');
  await audit.dialog('View', 'the seller guide');
});

test('@tablet admin1: the admin dashboard and its dialogs', async ({ page, request }) => {
  await signIn(page, request, 'admin1');
  const audit = new Audit(page);
  await auditTabs(audit, '/dashboard/ROLE_ADMIN', [
    'dashboard',
    'users',
    'orders',
    'settings',
    'reports',
  ]);
  await audit.screen('/dashboard/ROLE_ADMIN?tab=users');
  await audit.dialog(/^View /, 'the member account dialog');
  await audit.dialog(/^Grant ROLE_SELLER to /, 'the question before a role change');
});

test('@tablet developer1: the developer dashboard', async ({ page, request }) => {
  await signIn(page, request, 'developer1');
  const audit = new Audit(page);
  await auditTabs(audit, '/dashboard/dashboarddev', [
    'dashboard',
    'orders',
    'products',
    'financials',
    'reviews',
    'notifications',
    'analytics',
    'settings',
    'support',
    'nothing',
    'users',
    'roles',
    'reports',
  ]);
});
