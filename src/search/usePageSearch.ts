/**
 * The search behind the /search page: runs the `q` query (300 ms after the last
 * keystroke, as the theme's page did), narrowed to a section when one is chosen, pages
 * through results on demand and groups hits by page. When nothing matches it asks for a
 * query the site's words would find ("Did you mean").
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useAlgoliaContextualFacetFiltersIfEnabled,
  useAlgoliaThemeConfig,
} from '@docusaurus/theme-search-algolia/client';
import { groupHitsByPage, type PageGroup } from './pageGroups';
import type { FacetFilters, SearchHit, SearchResult } from './searchHit';
import { withSection } from './useModalSearch';
import { useSiteSearchClient } from './useSiteSearch';

export type PageSearchStatus = 'idle' | 'loading' | 'done' | 'failed';

interface State {
  status: PageSearchStatus;
  /** The query these results answer. */
  answered: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  suggestion: string | undefined;
}

export interface PageSearch extends State {
  groups: PageGroup[];
  hasMore: boolean;
  loadMore: () => void;
}

const idle: State = { status: 'idle', answered: '', hits: [], nbHits: 0, page: 0, nbPages: 0, suggestion: undefined };
const typingPauseMs = 300;
const pagesPerLoad = 10;

function useRunSearch(section: string | null): (query: string, page: number) => Promise<SearchResult> {
  const searchClient = useSiteSearchClient();
  const { algolia } = useAlgoliaThemeConfig();
  // The hook builds a new array on every render; its JSON keeps effects from re-running.
  const contextual = (useAlgoliaContextualFacetFiltersIfEnabled() ?? []) as FacetFilters;
  const filtersKey = JSON.stringify(withSection(contextual, section));
  return useCallback(
    async (query, page) => {
      const facetFilters = JSON.parse(filtersKey) as FacetFilters;
      const { results } = await searchClient().search({
        requests: [
          {
            indexName: algolia.indexName,
            query,
            page,
            hitsPerPage: pagesPerLoad,
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            attributesToSnippet: ['content:30'],
            facetFilters,
          },
        ],
      });
      const [result] = results;
      if (!result) throw new Error('The search returned no result set');
      return result;
    },
    [searchClient, algolia.indexName, filtersKey],
  );
}

export function usePageSearch(query: string, section: string | null): PageSearch {
  const runSearch = useRunSearch(section);
  const searchClient = useSiteSearchClient();
  const [state, setState] = useState<State>(idle);
  // The query on screen now; a page of results that arrives for an older one is dropped.
  const shownQuery = useRef(query);

  useEffect(() => {
    shownQuery.current = query;
    if (!query) {
      setState(idle);
      return undefined;
    }
    let current = true;
    setState({ ...idle, status: 'loading' });
    const timer = setTimeout(() => {
      runSearch(query, 0)
        .then(async ({ hits, nbHits, nbPages }) => {
          const suggestion = hits.length === 0 ? await searchClient().suggestQuery?.(query) : undefined;
          return { status: 'done' as const, answered: query, hits, nbHits, nbPages, page: 0, suggestion };
        })
        .then(
          (done) => current && setState(done),
          () => current && setState({ ...idle, status: 'failed' }),
        );
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, runSearch, searchClient]);

  const loadMore = useCallback(() => {
    const next = state.page + 1;
    setState((previous) => ({ ...previous, status: 'loading' }));
    const stillShown = () => shownQuery.current === query;
    runSearch(query, next).then(
      ({ hits }) =>
        stillShown() &&
        setState((previous) => ({ ...previous, status: 'done', hits: [...previous.hits, ...hits], page: next })),
      () => stillShown() && setState((previous) => ({ ...previous, status: 'failed' })),
    );
  }, [query, runSearch, state.page]);

  const groups = useMemo(() => groupHitsByPage(state.hits), [state.hits]);
  return { ...state, groups, hasMore: state.page + 1 < state.nbPages, loadMore };
}
