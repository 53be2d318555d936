/**
 * The end of a first visit, as the first-load budget (firstLoadBudget.spec.ts) and the bench's page weights
 * (bench/report.ts) count it: the page has hydrated, and then no request has been in flight for a second. Lazy parts
 * (the consent banner, the session check, the sign-in form) start only after hydration, so the browser's own
 * "network idle" can come before them on a busy machine.
 */
import type { Page } from '@playwright/test';

const quietMilliseconds = 1000;

/** Starts counting requests in flight; call before the page is opened. Resolves once the visit has settled. */
export function firstLoadSettled(page: Page): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return async () => {
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMilliseconds) {
      if (inFlight > 0) quietSince = Date.now();
      await page.waitForTimeout(100);
    }
  };
}
