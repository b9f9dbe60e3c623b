/**
 * The app runs under its own Content Security Policy (scripts from the app's origin only, no
 * eval) without the browser reporting a violation: a reported one is a console error for the
 * member and a failed Lighthouse best-practices audit.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type WithViolations = Window & { cspViolations?: string[] };

/** Records every violation the page reports, from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as WithViolations).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} in ${event.sourceFile}:${event.columnNumber}`),
    );
  });
}

function violations(page: Page) {
  return page.evaluate(() => (window as WithViolations).cspViolations ?? []);
}

test('the bug-report screen loads without breaking the CSP', async ({ page, bugPage }) => {
  await recordViolations(page);
  await page.goto('/bugs');
  // The form validates with the contract's zod schema: it is built once the form shows.
  await expect(bugPage.title).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the sign-in screen loads without breaking the CSP', async ({ page, signInPage }) => {
  await recordViolations(page);
  await page.goto('/auth/signin');
  await expect(signInPage.identifier).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
