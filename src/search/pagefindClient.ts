/**
 * A search client with Algolia's `search({ requests })` contract, answered by this
 * build's Pagefind index. The search modal and the /search page call it exactly as
 * they would call Algolia.
 *
 * Pagefind ranks pages, so `hitsPerPage` and `page` count pages here: each page comes
 * back as its `lvl1` hit plus hits for its best sections, and `nbHits` is the number
 * of pages found. While the reader types, only the last query of a burst is answered.
 * The index starts loading when the search opens (`prepare`), while the reader types.
 */
import { admitSearchTags, toPagefindFilter } from './pagefindFilters';
import { toSearchHits, type HighlightTags } from './pagefindHits';
import type { PagefindBundle } from './loadPagefind';
import { latestOnly } from './latestOnly';
import { SearchUnavailableError, isSearchUnavailable } from './searchErrors';
import type { SearchRequest, SearchResult, SiteSearchClient } from './searchHit';

export interface PagefindClientOptions {
  loadPagefind: () => Promise<PagefindBundle>;
  /** Called before answering "no results", to tell an empty answer from a lost network. */
  confirmIndexReachable: () => Promise<void>;
  origin: string;
  fallbackSection: string;
  /** The docs tags of every page the indexes hold, both builds' (./pagefindFilters.ts). */
  searchTags?: readonly string[];
  /** The query Pagefind is given for what the reader typed (./spelling.ts); as typed without it. */
  correctSpelling?: (query: string) => Promise<string>;
  maxSectionsPerPage?: number;
  /** Searches closer together than this are answered once, for the last query. */
  typingPauseMs?: number;
  now?: () => number;
}

const defaults = {
  hitsPerPage: 20,
  maxSectionsPerPage: 2,
  typingPauseMs: 200,
  tags: { pre: '<mark>', post: '</mark>' },
};

function resultOf(
  request: SearchRequest,
  fields: Pick<SearchResult, 'hits' | 'nbHits' | 'processingTimeMS'>,
): SearchResult {
  const hitsPerPage = request.hitsPerPage ?? defaults.hitsPerPage;
  return {
    ...fields,
    page: request.page ?? 0,
    nbPages: Math.ceil(fields.nbHits / hitsPerPage),
    hitsPerPage,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
    exhaustiveNbHits: true,
  };
}

async function searchOne(request: SearchRequest, options: PagefindClientOptions): Promise<SearchResult> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const typed = (request.query ?? '').trim();
  if (typed === '') return resultOf(request, { hits: [], nbHits: 0, processingTimeMS: 0 });

  const pagefind = await options.loadPagefind();
  const query = options.correctSpelling ? await options.correctSpelling(typed) : typed;
  const facetFilters = options.searchTags
    ? admitSearchTags(request.facetFilters, options.searchTags)
    : request.facetFilters;
  const response = await pagefind.search(query, { filters: toPagefindFilter(facetFilters) });
  const matches = response?.results ?? [];
  if (matches.length === 0) await options.confirmIndexReachable();

  const hitsPerPage = request.hitsPerPage ?? defaults.hitsPerPage;
  const first = (request.page ?? 0) * hitsPerPage;
  const pages = await Promise.all(matches.slice(first, first + hitsPerPage).map((match) => match.data()));
  const tags: HighlightTags = {
    pre: request.highlightPreTag ?? defaults.tags.pre,
    post: request.highlightPostTag ?? defaults.tags.post,
  };
  const hits = pages.flatMap((page) =>
    toSearchHits(page, {
      query,
      origin: options.origin,
      maxSectionsPerPage: options.maxSectionsPerPage ?? defaults.maxSectionsPerPage,
      tags,
      fallbackSection: options.fallbackSection,
    }),
  );
  return resultOf(request, { hits, nbHits: matches.length, processingTimeMS: Math.round(now() - started) });
}

export function createPagefindSearchClient(options: PagefindClientOptions): SiteSearchClient {
  const answer = async (requests: SearchRequest[]) => {
    try {
      return { results: await Promise.all(requests.map((request) => searchOne(request, options))) };
    } catch (error) {
      if (isSearchUnavailable(error)) throw error;
      throw new SearchUnavailableError('The search index could not answer', { cause: error });
    }
  };
  const answerLatest = latestOnly(answer, options.typingPauseMs ?? defaults.typingPauseMs);
  return {
    search: ({ requests }) => answerLatest(requests),
    // A failed load is retried, and reported, by the first search.
    prepare: () => void options.loadPagefind().catch(() => undefined),
  };
}
