import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Audits too slow for every `npm test` (Lighthouse on every page type), on the same test stack as the end-to-end tests.
 * `npm run bench` runs them (bench/audits.ts); `npx playwright test -c playwright.audits.config.ts` runs them alone.
 */
export default defineConfig({ ...base, testDir: 'tests/audits' });
