/**
 * SearchPerformed_v1: one event per search a reader finishes, not per keystroke. A search is the last
 * query whose results were shown, with its result count; it ends when the reader opens a hit, closes the
 * search modal, leaves the /search page or the tab. Sent only with analytics consent (./track.ts).
 */
import { useEffect, useMemo } from 'react';
import type { SearchResult, SiteSearchClient } from '@site/src/search/searchHit';
import type { EventData } from '@site/contract/events';
import { track } from './track';

type Search = EventData<'SearchPerformed_v1'>;

export interface SearchTracker {
  /** Results for `query` are on screen. */
  resultsShown(query: string, resultCount: number): void;
  /** The reader opened one of the hits: the search ends. */
  hitOpened(): void;
  /** The reader left the search without opening a hit. */
  finish(): void;
}

export function searchTracker(
  send: (search: Search) => void = (search) => void track('SearchPerformed_v1', search),
): SearchTracker {
  let pending: Search | undefined;
  const finish = () => {
    if (pending) send(pending);
    pending = undefined;
  };
  return {
    resultsShown(query, resultCount) {
      const trimmed = query.trim();
      if (trimmed) pending = { query: trimmed.slice(0, 200), result_count: resultCount, hit_opened: false };
    },
    hitOpened() {
      if (pending) pending.hit_opened = true;
      finish();
    },
    finish,
  };
}

/** A search client that tells the tracker what each search answered. */
export function observedSearchClient(client: SiteSearchClient, tracker: SearchTracker): SiteSearchClient {
  return {
    async search(params) {
      const answer = await client.search(params);
      const first: SearchResult | undefined = answer.results[0];
      if (first) tracker.resultsShown(first.query, first.nbHits);
      return answer;
    },
  };
}

/** A tracker for a component's lifetime: the search ends when it unmounts or the tab is left. */
export function useSearchTracker(): SearchTracker {
  const tracker = useMemo(() => searchTracker(), []);
  useEffect(() => {
    window.addEventListener('pagehide', tracker.finish);
    return () => {
      window.removeEventListener('pagehide', tracker.finish);
      tracker.finish();
    };
  }, [tracker]);
  return tracker;
}
