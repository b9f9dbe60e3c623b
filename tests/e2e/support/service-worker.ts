/** The app's service worker as the tests see it from the page. */
import type { Page } from '@playwright/test';

/** Resolves once a service worker is active and controls the page (its precache is complete). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The Background Sync tags registered and not yet fired. */
export function pendingSyncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags(): Promise<string[]> };
    };
    return registration.sync ? registration.sync.getTags() : [];
  });
}
