/**
 * What a reader's first search costs: the compressed bytes of the search index responses a page fetches, over the
 * same first queries. The budget test (tests/e2e/searchBudget.spec.ts) and the bench (bench/search.ts) count alike.
 */
import type { Page } from '@playwright/test';
import { staffSectionPrefix } from '../../../contract/audience';

/**
 * Queries a first visit might type; each is measured in a fresh browser context. Each word of a query costs the index
 * chunk its word falls in, in every index searched (plugins/search-index/indexChunks.ts), so the spread matters.
 */
export const firstQueries = ['system requirements', 'RDII', 'recorded values', 'pump efficiency'];

/** Where the indexes are: the public one, and the staff section's, which staff search too. */
export const publicIndexPath = '/pagefind/';
export const staffIndexPath = `${staffSectionPrefix}pagefind/`;

/** Compressed body bytes of every response under `indexPaths` the page fetches from now on, as the server sent them. */
export function countIndexBytes(page: Page, indexPaths: readonly string[]): () => Promise<number> {
  const pending: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    const pathname = decodeURI(new URL(request.url()).pathname);
    if (!indexPaths.some((indexPath) => pathname.startsWith(indexPath))) return;
    pending.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  return async () => (await Promise.all(pending)).reduce((sum, bytes) => sum + bytes, 0);
}
