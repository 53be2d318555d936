/**
 * The first search of a visit stays light (issue 12: first query ≤ 150 KB): what the modal fetches from the
 * Pagefind bundle to answer one query, compressed as the server sends it. The bundle is the same every time a
 * build's pages are the same, so this budget holds run to run; bench/search.ts reports the figures with times.
 */
import { expect, test, type Page } from '@playwright/test';

const budgetBytes = 150 * 1024;
/** The queries bench/search.ts measures; words in different index chunks cost more, so the spread matters. */
const firstQueries = ['system requirements', 'RDII', 'recorded values', 'pump efficiency'];

/** Compressed body bytes of every /pagefind/ response, as bench/search.ts counts them for the same budget. */
function countBundleBytes(page: Page): () => Promise<number> {
  const pending: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/pagefind/')) return;
    pending.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  return async () => (await Promise.all(pending)).reduce((sum, bytes) => sum + bytes, 0);
}

for (const query of firstQueries) {
  test(`the first query of a visit, "${query}", fetches at most 150 KB of search index`, async ({ page }) => {
    const bundleBytes = countBundleBytes(page);
    await page.goto('/intro');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // The result pages' fragments load as the hits render; wait until nothing is left in flight.
    await page.waitForLoadState('networkidle');
    const bytes = await bundleBytes();
    expect(bytes, 'some of the index was fetched').toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budgetBytes);
  });
}
