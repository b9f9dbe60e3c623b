/**
 * Bug reports the server refuses (docs/architecture.md, Offline): the outbox keeps each with the
 * server's reason until the member edits it, the fields at fault marked, or discards it.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { countOnServer, expectExactlyOnce, report } from './support/bugs-on-server';
import { uniqueUsername, xsrfHeader } from './support/members';
import { queueFromEarlierVersion, queuedTitles, type QueuedReport } from './support/outbox-store';

/** The real server's answer to a report, asked directly: the reply the outbox will get. */
async function serverRefusalOf(request: APIRequestContext, refused: QueuedReport) {
  const reply = await request.post('/api/bugs', {
    headers: await xsrfHeader(request),
    data: refused,
  });
  expect(reply.status(), await reply.text()).toBe(400);
  return (await reply.json()) as { message: string; fieldErrors?: Record<string, string> };
}

// The refused reports below were queued by an earlier version of the app, whose form let
// through what today's server refuses: the only way a report the form checked can be refused
// for its fields. The refusals are the real server's.

test(
  'Edit on a refused report marks what the server named; fixed, it is sent once',
  { tag: '@tablet' },
  async ({ page, request, bugPage, navbar }) => {
    const name = uniqueUsername();
    // Longer than the 200 characters a title may have.
    const refused = report(`Too long ${name} ${'the map goes grey again and '.repeat(8)}`.trim());
    const refusal = await serverRefusalOf(request, refused);
    const titleMessage = refusal.fieldErrors?.title ?? '';
    expect(titleMessage).not.toBe('');

    await page.goto('/bugs');
    await bugPage.openList();
    await queueFromEarlierVersion(page, refused);
    await page.reload();
    await bugPage.openList();
    await expect(bugPage.failure(refused.title)).toHaveText(`Failed: ${refusal.message}`);
    // Refused, it will not send by itself: it needs the member, and is counted so.
    await expect(navbar.outboxCount).toHaveAccessibleName('1 item needs you');

    await bugPage.action(refused.title, 'Edit').click();
    await expect(bugPage.title).toHaveValue(refused.title);
    await expect(bugPage.description).toHaveValue(refused.description);
    await expect(bugPage.steps).toHaveValue(refused.steps);
    await expect(bugPage.severity(refused.severity)).toBeChecked();
    // Marked with the server's own words, before the form has checked anything itself.
    await expect(bugPage.title).toHaveAttribute('aria-invalid', 'true');
    await expect(bugPage.title).toHaveAccessibleDescription(titleMessage);
    await expect(bugPage.description).not.toHaveAttribute('aria-invalid', 'true');

    const fixed = `Fixed ${name}`;
    await bugPage.title.fill(fixed);
    await expect(bugPage.title).not.toHaveAttribute('aria-invalid', 'true');
    await bugPage.submitButton.click();

    await bugPage.expectStatus(fixed, 'Not Solved');
    await expect(page.getByText(/^Failed: /)).toHaveCount(0);
    await expect(navbar.outboxCount).toHaveCount(0);
    await expectExactlyOnce(page, fixed);
    expect(await countOnServer(page, refused.title)).toBe(0);
    expect(await queuedTitles(page)).toEqual([]);
  },
);

test('Discard on a refused report removes it from the list and the outbox for good', async ({
  page,
  request,
  bugPage,
  navbar,
}) => {
  const name = uniqueUsername();
  // A severity level of an earlier version, which today's server does not know.
  const dropped = { ...report(`Old severity ${name}`), severity: 'CRITICAL' };
  const kept = { ...report(`Old severity, kept ${name}`), severity: 'BLOCKER' };
  const refusal = await serverRefusalOf(request, dropped);
  expect(Object.keys(refusal.fieldErrors ?? {})).toEqual(['severity']);

  await page.goto('/bugs');
  await bugPage.openList();
  await queueFromEarlierVersion(page, dropped);
  await queueFromEarlierVersion(page, kept);
  await page.reload();
  await bugPage.openList();
  await expect(bugPage.failure(dropped.title)).toHaveText(`Failed: ${refusal.message}`);
  await expect(bugPage.failure(kept.title)).toBeVisible();
  await expect(navbar.outboxCount).toHaveAccessibleName('2 items need you');

  await bugPage.action(dropped.title, 'Discard').click();
  await expect(bugPage.entry(dropped.title)).toHaveCount(0);
  await expect(navbar.outboxCount).toHaveAccessibleName('1 item needs you');
  expect(await queuedTitles(page)).toEqual([kept.title]);

  // Still gone after a reload, once the outbox is read again (the other one shows).
  await page.reload();
  await bugPage.openList();
  await expect(bugPage.failure(kept.title)).toBeVisible();
  await expect(bugPage.entry(dropped.title)).toHaveCount(0);
  await expect(navbar.outboxCount).toHaveAccessibleName('1 item needs you');

  await bugPage.action(kept.title, 'Discard').click();
  await expect(bugPage.entry(kept.title)).toHaveCount(0);
  await expect(navbar.outboxCount).toHaveCount(0);
  await page.reload();
  await bugPage.openList();
  await expect.poll(() => queuedTitles(page)).toEqual([]);
  await expect(page.getByText(/^Failed: /)).toHaveCount(0);
  await expect(navbar.outboxCount).toHaveCount(0);
  for (const title of [dropped.title, kept.title]) expect(await countOnServer(page, title)).toBe(0);
});
