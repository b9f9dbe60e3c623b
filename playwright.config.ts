/**
 * Browser tests against the built app served by the real server (tests/e2e/global-setup.ts
 * starts it). Chromium is the machine's own when it has one: Playwright's browser download is
 * not available everywhere.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/helpers/chromium';
import { BASE_URL } from './tests/e2e/support/env';
import { databaseSpecFiles } from './tests/e2e/support/database-specs';

const ci = Boolean(process.env.CI);
// Throws the "No Chromium found" message at start, before any server is started.
const executablePath = findChromium();
// On PostgreSQL only the specs that can differ by database run again (database-specs.ts).
const onlyDatabaseSpecs = Boolean(process.env.TEST_DATABASE_URL) && !process.env.E2E_EVERY_SPEC;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: onlyDatabaseSpecs
    ? databaseSpecFiles(fileURLToPath(new URL('tests/e2e', import.meta.url)))
    : '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: ci,
  // Password hashing is deliberately slow (scrypt) and the machines have few cores.
  workers: 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    colorScheme: 'light',
    locale: 'en-GB',
    // Requests a service worker answers never reach page.route, which some tests use to hold a
    // reply while they look at a loading state; the offline behaviour has tests of its own.
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Organisers use tablets; the tests tagged @tablet cover what differs in layout there.
      // The run again on PostgreSQL checks the database's side, which no layout changes: the
      // phone's run of those specs covers it.
      name: 'tablet',
      grep: /@tablet/,
      ...(onlyDatabaseSpecs ? { testIgnore: '**/*' } : {}),
      use: {
        browserName: 'chromium',
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 2,
        hasTouch: true,
      },
    },
  ],
});
