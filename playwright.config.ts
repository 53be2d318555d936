import { defineConfig, devices } from '@playwright/test';
import { testServer } from './tests/e2e/support/testServer';
import { necessaryOnlyChoice } from './tests/e2e/support/consentChoice';
import { playwrightReportFile } from './scripts/testTimings';

/**
 * End-to-end tests: Debian's Chromium against the production builds, served by the real site server
 * with a real SMTP server receiving its mail (tests/e2e/support/testStack.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/e2e/support/globalSetup.ts',
  // The JSON report feeds the slowest-tests list that `npm test` writes (scripts/testPhases.ts).
  reporter: [['list'], ['json', { outputFile: playwrightReportFile }], ['./tests/e2e/support/summaryReporter.ts']],
  use: {
    baseURL: testServer.url,
    // A returning reader who chose "necessary only": the consent banner stays closed (consent.spec.ts tests it).
    storageState: { cookies: [], origins: [necessaryOnlyChoice(testServer.url)] },
    // Recording a trace of every test made the browser tests a quarter slower (measured 2026-11-27: 46 s against 36 s
    // for two spec files). CI records one for a failed test's retry; elsewhere, run the failing test again with
    // `--trace retain-on-failure` to get one.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's build of Chromium's headless shell: the same engine as /usr/bin/chromium without the desktop browser
      // around it, as Playwright's own headless runs use. The suite spends a third less CPU than with the full browser.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx tests/e2e/support/testStack.ts',
    url: `${testServer.url}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
