/**
 * Screens saved for a person to look at, not checked by anything: with E2E_SHOTS=1 a spec saves
 * the screens it reaches (under test-results/), to be opened after the run at a phone's and a
 * tablet's width. Without it a run of the suite spends no time drawing them (a full page at a
 * phone's pixel ratio takes about a second).
 */
import type { Page } from '@playwright/test';

export const SHOTS = process.env.E2E_SHOTS === '1';

/** Saves what `page` shows, as page.screenshot would, when E2E_SHOTS=1. */
export async function saveShot(
  page: Page,
  options: NonNullable<Parameters<Page['screenshot']>[0]>,
): Promise<void> {
  if (SHOTS) await page.screenshot(options);
}
