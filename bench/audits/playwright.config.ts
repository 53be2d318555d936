import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const root = path.resolve(__dirname, '../..');
const testStack = base.webServer;
if (testStack === undefined || Array.isArray(testStack)) {
  throw new Error('playwright.config.ts no longer starts one test stack (webServer) for the audits to reuse.');
}

/**
 * Audits too slow for every `npm test` (Lighthouse on every page type), on the same test stack as the end-to-end tests.
 * `npm run bench` runs them (bench/audits.ts), `npm run bench -- audits.ts` runs them and the long fuzz test alone.
 * Playwright reads a configuration's relative paths from the folder of the file it was given, so the paths of the
 * shared configuration, written from the repository's root, are given again from there.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: path.join(root, 'test-results', 'audits'),
  globalSetup: path.join(root, 'tests/e2e/support/globalSetup.ts'),
  reporter: [['list'], [path.join(root, 'tests/e2e/support/summaryReporter.ts')]],
  webServer: { ...testStack, cwd: root },
});
