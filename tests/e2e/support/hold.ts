/**
 * Holds the requests matching `url` until `release()` is called, so a test can see a loading
 * state (a spinner, 'Checking...') that a fast local server would otherwise end too soon to see.
 */
import type { Page } from '@playwright/test';

export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
