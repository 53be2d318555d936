import { describe, expect, it, vi } from 'vitest';
import type { PagefindBundle, PagefindMatch } from '@site/src/search/loadPagefind';
import { createPagefindSearchClient, type PagefindClientOptions } from '@site/src/search/pagefindClient';
import type { PagefindPage } from '@site/src/search/pagefindHits';
import { SearchUnavailableError } from '@site/src/search/searchErrors';
import type { SearchRequest } from '@site/src/search/searchHit';
import { genericPage, systemRequirements } from './fixtures';

function matchOf(page: PagefindPage): PagefindMatch {
  return { id: page.url, score: 1, data: async () => page };
}

function fakePagefind(pages: PagefindPage[]): PagefindBundle & { search: ReturnType<typeof vi.fn> } {
  return {
    options: async () => undefined,
    init: async () => undefined,
    mergeIndex: async () => undefined,
    search: vi.fn(async () => ({ results: pages.map(matchOf) })),
  };
}

function clientWith(pagefind: PagefindBundle, overrides: Partial<PagefindClientOptions> = {}) {
  return createPagefindSearchClient({
    loadPagefind: async () => pagefind,
    confirmIndexReachable: async () => undefined,
    origin: 'http://docs.test',
    fallbackSection: 'Tideline Docs',
    now: () => 0,
    typingPauseMs: 0,
    ...overrides,
  });
}

const request: SearchRequest = { indexName: 'tideline-docs-public', query: 'server', hitsPerPage: 20 };

describe('a DocSearch search answered by Pagefind', () => {
  it('returns one result set per request, in the shape DocSearch reads', async () => {
    const { results } = await clientWith(fakePagefind([systemRequirements, genericPage])).search({
      requests: [request],
    });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query: 'server',
      index: 'tideline-docs-public',
    });
    expect(results[0]?.hits.map((hit) => hit.type)).toEqual(['lvl1', 'lvl2', 'lvl3', 'lvl1']);
  });

  it("passes DocSearch's facet filters to Pagefind as filters", async () => {
    const pagefind = fakePagefind([]);
    const facetFilters = ['language:en', ['docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-gsharp-current']];
    await clientWith(pagefind).search({ requests: [{ ...request, facetFilters }] });
    expect(pagefind.search).toHaveBeenCalledWith('server', {
      filters: {
        all: [
          { language: 'en' },
          { any: [{ docusaurus_tag: 'docs-default-current' }, { docusaurus_tag: 'docs-gsharp-current' }] },
        ],
      },
    });
  });

  it('counts pages for hitsPerPage and page, loading only the pages asked for', async () => {
    const pages = [systemRequirements, genericPage, { ...genericPage, url: '/third' }];
    const loaded: string[] = [];
    const pagefind = fakePagefind([]);
    pagefind.search.mockResolvedValue({
      results: pages.map((page) => ({
        id: page.url,
        score: 1,
        data: async () => {
          loaded.push(page.url);
          return page;
        },
      })),
    });
    const { results } = await clientWith(pagefind).search({ requests: [{ ...request, hitsPerPage: 2, page: 1 }] });
    expect(loaded).toEqual(['/third']);
    expect(results[0]).toMatchObject({ nbHits: 3, nbPages: 2, page: 1 });
  });

  it('answers an empty query with no hits, without loading the index', async () => {
    const loadPagefind = vi.fn();
    const { results } = await clientWith(fakePagefind([]), { loadPagefind }).search({
      requests: [{ ...request, query: '  ' }],
    });
    expect(results[0]?.hits).toEqual([]);
    expect(loadPagefind).not.toHaveBeenCalled();
  });

  it('confirms the index is reachable before answering "no results"', async () => {
    const confirmIndexReachable = vi.fn(async () => undefined);
    const { results } = await clientWith(fakePagefind([]), { confirmIndexReachable }).search({ requests: [request] });
    expect(results[0]?.nbHits).toBe(0);
    expect(confirmIndexReachable).toHaveBeenCalledOnce();
  });
});

describe('when the index cannot be reached', () => {
  it('fails with the error DocSearch shows as "Unable to fetch results"', async () => {
    const loadPagefind = async () => {
      throw new SearchUnavailableError('offline');
    };
    await expect(clientWith(fakePagefind([]), { loadPagefind }).search({ requests: [request] })).rejects.toMatchObject({
      name: 'RetryError',
    });
  });

  it('fails the same way when a page of results cannot be fetched', async () => {
    const pagefind = fakePagefind([]);
    pagefind.search.mockResolvedValue({
      results: [{ id: 'x', score: 1, data: () => Promise.reject(new TypeError('Failed to fetch')) }],
    });
    await expect(clientWith(pagefind).search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('fails instead of saying "no results" when the reachability check fails', async () => {
    const confirmIndexReachable = async () => {
      throw new SearchUnavailableError('offline');
    };
    await expect(
      clientWith(fakePagefind([]), { confirmIndexReachable }).search({ requests: [request] }),
    ).rejects.toMatchObject({ name: 'RetryError' });
  });
});

describe('preparing for the first search', () => {
  it('starts loading the index before any query', () => {
    const loadPagefind = vi.fn(async () => fakePagefind([]));
    clientWith(fakePagefind([]), { loadPagefind }).prepare?.();
    expect(loadPagefind).toHaveBeenCalledOnce();
  });

  it('leaves a failed load to the first search to report', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const loadPagefind = vi.fn(async (): Promise<PagefindBundle> => {
      throw new SearchUnavailableError('offline');
    });
    clientWith(fakePagefind([]), { loadPagefind }).prepare?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
