/**
 * The search behind the search modal: answers the query as the reader types, narrowed to a section when one is
 * chosen, and lists pages with their best sections (./pageGroups.ts). When nothing matches it asks the client for a
 * query the site's words would find. An answer to a query typed before the one on screen is dropped; "stalled" says
 * an answer has taken long enough that the modal should show it is working (the first waits for Pagefind's index).
 */
import { useEffect, useRef, useState } from 'react';
import { sectionFacet } from '@site/contract/searchSections';
import { groupHitsByPage, type PageGroup } from './pageGroups';
import type { FacetFilters, SiteSearchClient } from './searchHit';

type ModalSearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface ModalSearch {
  status: ModalSearchStatus;
  /** The query the results on screen answer. */
  answered: string;
  groups: PageGroup[];
  /** Pages found in all, more than the modal shows. */
  nbHits: number;
  /** "Did you mean": offered when nothing matched. */
  suggestion: string | undefined;
  stalled: boolean;
}

export interface ModalSearchOptions {
  /** The client the modal searches with; `suggestClient` answers "Did you mean". */
  client: SiteSearchClient;
  suggestClient: SiteSearchClient;
  indexName: string;
  facetFilters: FacetFilters;
  pagesPerQuery: number;
}

const idle: ModalSearch = {
  status: 'idle',
  answered: '',
  groups: [],
  nbHits: 0,
  suggestion: undefined,
  stalled: false,
};
/** An answer slower than this shows the spinner; quicker ones do not flicker it. */
const stallAfterMs = 300;

/** The contextual filters, narrowed to `section` when the reader chose one. */
export function withSection(facetFilters: FacetFilters, section: string | null): FacetFilters {
  const clauses = typeof facetFilters === 'string' ? [facetFilters] : [...facetFilters];
  return section === null ? clauses : [...clauses, `${sectionFacet}:${section}`];
}

export function useModalSearch(query: string, section: string | null, options: ModalSearchOptions): ModalSearch {
  const [search, setSearch] = useState<ModalSearch>(idle);
  const latest = useRef(0);
  const { client, suggestClient, indexName, facetFilters, pagesPerQuery } = options;
  const filtersKey = JSON.stringify(withSection(facetFilters, section));

  useEffect(() => {
    latest.current += 1;
    const asked = latest.current;
    const isLatest = () => asked === latest.current;
    const typed = query.trim();
    if (typed === '') {
      setSearch(idle);
      return undefined;
    }
    // The hits on screen stay while the next answer comes, so the list does not blink at every keystroke.
    setSearch((shown) => ({ ...shown, status: 'loading' }));
    const stall = setTimeout(() => isLatest() && setSearch((shown) => ({ ...shown, stalled: true })), stallAfterMs);
    const answer = async (): Promise<ModalSearch> => {
      const { results } = await client.search({
        requests: [
          {
            indexName,
            query: typed,
            hitsPerPage: pagesPerQuery,
            facetFilters: JSON.parse(filtersKey) as FacetFilters,
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      });
      const [result] = results;
      const groups = groupHitsByPage(result?.hits ?? []);
      const suggestion = groups.length === 0 ? await suggestClient.suggestQuery?.(typed) : undefined;
      return { status: 'done', answered: typed, groups, nbHits: result?.nbHits ?? 0, suggestion, stalled: false };
    };
    answer().then(
      (done) => isLatest() && setSearch(done),
      () => isLatest() && setSearch({ ...idle, status: 'failed', answered: typed }),
    );
    return () => clearTimeout(stall);
  }, [query, filtersKey, client, suggestClient, indexName, pagesPerQuery]);

  return search;
}
