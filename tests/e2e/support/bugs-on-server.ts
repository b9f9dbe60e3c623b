/** Bug reports as the server has them, for the outbox tests. */
import { expect, type Page } from '@playwright/test';

/** A report whose text says nothing of the test; the title tells the tests' reports apart. */
export const report = (title: string) => ({
  title,
  description: 'The ride map stays blank in the tunnel.',
  severity: 'MEDIUM' as const,
  steps: 'Open a ride while offline.',
});

/** How many bugs with that title the server has, asked through the page's own session. */
export async function countOnServer(page: Page, title: string): Promise<number> {
  const reply = await page.request.get('/api/bugs', { params: { page: 0, size: 100 } });
  expect(reply.ok()).toBeTruthy();
  const body = (await reply.json()) as { content: Array<{ title: string }> };
  return body.content.filter((bug) => bug.title === title).length;
}

export async function expectExactlyOnce(page: Page, title: string) {
  await expect.poll(() => countOnServer(page, title)).toBe(1);
  // Stays at one: a late retry must not add a second.
  await page.waitForTimeout(1500);
  expect(await countOnServer(page, title)).toBe(1);
}
