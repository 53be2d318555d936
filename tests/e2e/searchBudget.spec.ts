/**
 * The first search of a visit stays light (issue 12: first query ≤ 150 KB): what the modal fetches from the
 * Pagefind bundle to answer one query, compressed as the server sends it. The bundle is the same every time a
 * build's pages are the same, so this budget holds run to run; bench/search.ts reports the figures with times.
 */
import { expect, test, type Page } from '@playwright/test';
import { staffTest } from './support/fixtures';
import { countIndexBytes, firstQueries, publicIndexPath, staffIndexPath } from './support/searchIndexBytes';

const budgetBytes = 150 * 1024;

async function firstQueryBytes(page: Page, query: string): Promise<number> {
  const bundleBytes = countIndexBytes(page, [publicIndexPath, staffIndexPath]);
  await page.goto('/intro');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // The result pages' fragments load as the hits render; wait until nothing is left in flight.
  await page.waitForLoadState('networkidle');
  return bundleBytes();
}

for (const query of firstQueries) {
  // Both indexes are cut into small chunks at build time (plugins/search-index/indexChunks.ts): before that, the staff
  // index's chunks of about 33 KB, one per query word, brought these queries to 160 to 220 KB.
  staffTest(`a staff member's first query, "${query}", fetches at most 150 KB over both indexes`, async ({ page }) => {
    const bytes = await firstQueryBytes(page, query);
    expect(bytes, 'some of the indexes was fetched').toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budgetBytes);
  });
}

for (const query of firstQueries) {
  test(`the first query of a visit, "${query}", fetches at most 150 KB of search index`, async ({ page }) => {
    const bytes = await firstQueryBytes(page, query);
    expect(bytes, 'some of the index was fetched').toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budgetBytes);
  });
}
