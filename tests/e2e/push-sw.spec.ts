/**
 * Push in the browser (issue part 5): the service worker shows a pushed notice, passes it to the
 * open app, which shows it too, and keeps the notice's URL for its click handler. The push comes
 * through DevTools (ServiceWorker.deliverPushMessage), as a push service would deliver it.
 */
import { existsSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import type { PushPayload } from '../../src/contract/push';
import { expect, test } from './fixtures';
import { BASE_URL } from './support/env';

test.use({ serviceWorkers: 'allow' });
test.skip(!existsSync('dist/client/sw.js'), 'The service worker is not built (npm run build).');

/** Resolves once a service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The id DevTools knows the registration by; ServiceWorker.enable reports every one. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const scope = `${BASE_URL}/`;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a push shows as a notification and inside the open app', async ({
  page,
  context,
  member,
  signInPage,
  navbar,
}) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await signInPage.signIn(member.username, member.password);
  await navbar.expectSignedInAs(member.username);
  await waitForServiceWorker(page);

  // Signed-in members find the switch in the user menu.
  await navbar.userMenu(member.username).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /^Notifications/ })).toBeVisible();
  await page.keyboard.press('Escape');

  const cdp = await context.newCDPSession(page);
  const payload: PushPayload = {
    title: 'Your bug report was solved',
    body: 'Ride map is blank',
    url: '/bugs',
    tag: 'bug-e2e',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE_URL,
    registrationId: await registrationId(cdp),
    data: JSON.stringify(payload),
  });

  // The app heard of it from the worker while open.
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: payload.title });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(payload.body);

  // The system notification, with what its click handler needs. Clicking a system notification
  // is not possible in a headless browser, so the click itself is not driven here.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      }),
    )
    .toEqual([
      { title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } },
    ]);
});
