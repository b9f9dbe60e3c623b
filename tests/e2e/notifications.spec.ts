/**
 * The bell and the inbox: a member's post gets a reply from another member (through the API);
 * the bell on the member's phone shows it at once, the inbox lists it, opening it leads to the
 * post and clears the count. A kind set to Off on the settings screen stays Off after a reload.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedMember, tokenOf, xsrfHeader } from './support/members';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function postAs(request: APIRequestContext, token: string, path: string, data: unknown) {
  const reply = await request.post(path, {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    data,
  });
  expect(reply.ok(), `POST ${path}: ${await reply.text()}`).toBeTruthy();
  return (await reply.json()) as { id: number };
}

test('a reply rings the bell live; the inbox leads to the post; settings stick', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const author = await tokenOf(request, await createVerifiedMember(request));
  const replier = await tokenOf(request, await createVerifiedMember(request));
  const post = await postAs(request, author, '/api/post', {
    content: 'Who rides to Mawa on Friday?',
  });

  const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, author);
  const page = await context.newPage();
  await page.goto('/events');
  const bell = page.getByRole('link', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, none unread');

  await postAs(request, replier, `/api/post/${post.id}/comments`, { text: 'Count me in' });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  // Named by all it shows (WCAG 2.5.3), "Unread" first: title, body, who, what kind and when.
  const entry = page.getByRole('button', {
    name: /^Unread: .*commented on your post Count me in Test Rider \w+ · Replies and comments on my posts · \S/,
  });
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/home\\?post=${post.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications, none unread');

  await page.goto('/settings/notifications');
  const reminders = page.getByRole('radiogroup', { name: 'Ride reminders' });
  await expect(reminders).toBeVisible();
  // The quiet hours' two time pickers are named for the time each picks; the browser's own
  // picker buttons, named alike on both, are gone (read from the page's accessibility tree).
  const axTree = await context.newCDPSession(page);
  const { nodes } = (await axTree.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string } }[];
  };
  expect(
    nodes
      .filter(
        (node) => node.role?.value === 'button' && /time picker/i.test(node.name?.value ?? ''),
      )
      .map((node) => node.name?.value),
  ).toEqual([
    'Show time picker for the start of quiet hours',
    'Show time picker for the end of quiet hours',
  ]);
  await reminders.getByText('Off', { exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Ride reminders' }).getByRole('radio', { name: 'Off' }),
  ).toBeChecked();
  await context.close();
});
