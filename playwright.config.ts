import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@creatorlens/test-support/chromium';

/**
 * The browser journeys (tests/e2e) against one real server that global-setup starts. One worker, files one after
 * another in name order, tests in file order: the journeys share the seeded demo accounts of that server. No retries,
 * so a flaky journey shows as a failure; its trace and screenshot stay in test-results/artifacts
 * (`npx playwright show-trace test-results/artifacts/<test>/trace.zip`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The timeouts the journeys had under vitest: 60 s per test and per hook; longer ones are set in the journey.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results/artifacts',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/html-report' }]],
  use: {
    browserName: 'chromium',
    // Journeys launch Chromium themselves (support/browser.ts, same options); this serves Playwright's own fixtures.
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
