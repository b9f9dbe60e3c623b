/**
 * Finds a Chromium for Playwright. Its own browser download does not work everywhere (no
 * network for it on some machines), so a distribution's chromium is preferred when present.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: apt-get install chromium (Debian) or npx playwright install chromium, or set CHROME_PATH.';

const DISTRIBUTION_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep a headless Chromium quiet and working as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightChromium(): string | undefined {
  try {
    const file = chromium.executablePath();
    return file && existsSync(file) ? file : undefined;
  } catch {
    return undefined; // Playwright throws when it has no browser registered for this platform.
  }
}

/** CHROME_PATH, else the distribution's chromium, else Playwright's own; throws when none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.CHROME_PATH;
  if (given) {
    if (!existsSync(given))
      throw new Error(`CHROME_PATH=${given} does not exist. ${NO_CHROMIUM_MESSAGE}`);
    return given;
  }
  if (existsSync(DISTRIBUTION_CHROMIUM)) return DISTRIBUTION_CHROMIUM;
  const own = playwrightChromium();
  if (own) return own;
  throw new Error(NO_CHROMIUM_MESSAGE);
}
