/**
 * Loads the site's Pagefind bundle (`/pagefind/pagefind.js`, the public index) at the
 * first search, never with the page: the import is left to the browser, outside the
 * bundler. For staff it merges the staff section's index into it (Pagefind's
 * `mergeIndex`), so one search ranks the pages of both builds in one list; nobody else's
 * browser ever asks for that index.
 */
import type { PagefindFilter } from './pagefindFilters';
import type { PagefindPage } from './pagefindHits';
import { SearchUnavailableError } from './searchErrors';

export interface PagefindMatch {
  id: string;
  score: number;
  data(): Promise<PagefindPage>;
}

/** The part of Pagefind's browser API the adapter uses. */
export interface PagefindBundle {
  options(options: {
    baseUrl?: string;
    excerptLength?: number;
    noWorker?: boolean;
    ranking?: { pageLength?: number };
  }): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string, options?: { baseUrl?: string }): Promise<void>;
  search(term: string, options?: { filters?: PagefindFilter }): Promise<{ results: PagefindMatch[] } | null>;
}

const bundleOptions = {
  /** Words in an excerpt: about DocSearch's snippet, one line of the modal. */
  excerptLength: 16,
  /**
   * Search on the page's thread: Pagefind's worker costs a 12 KB download on the first query
   * (bench/search.ts budgets 150 KB) and answers no faster on this site.
   */
  noWorker: true,
  /**
   * Short pages win less: at Pagefind's 0.75 a short API member that names gNode once outranked the guide about
   * gNode loggers; at 0.1 length still breaks ties between pages that match alike.
   */
  ranking: { pageLength: 0.1 },
};

/** Each index holds its pages' full addresses on the site, so no base URL goes in front of a hit. */
const siteRoot = '/';

async function importBundle(
  bundleUrl: string,
  mergedIndexUrl: () => Promise<string | null>,
  attempt: number,
): Promise<PagefindBundle> {
  // The browser remembers a failed module import; after a failure a new URL makes it fetch again.
  const url = `${bundleUrl}pagefind.js${attempt === 0 ? '' : `?attempt=${attempt}`}`;
  const [bundle, merged] = await Promise.all([
    import(/* webpackIgnore: true */ url) as Promise<PagefindBundle>,
    mergedIndexUrl(),
  ]);
  await bundle.options({ ...bundleOptions, baseUrl: siteRoot });
  await bundle.init();
  if (merged !== null) await bundle.mergeIndex(merged, { baseUrl: siteRoot });
  return bundle;
}

/**
 * Returns a loader that imports the bundle once, and again after a failed attempt.
 * @param mergedIndexUrl the index to merge into it (the staff index, for staff), or null
 */
export function createPagefindLoader(
  bundleUrl: string,
  mergedIndexUrl: () => Promise<string | null> = async () => null,
): () => Promise<PagefindBundle> {
  let loading: Promise<PagefindBundle> | undefined;
  let failedAttempts = 0;
  return () => {
    loading ??= importBundle(bundleUrl, mergedIndexUrl, failedAttempts).catch((error: unknown) => {
      loading = undefined;
      failedAttempts += 1;
      throw new SearchUnavailableError(`Could not load the search index from ${bundleUrl}`, { cause: error });
    });
    return loading;
  };
}

/**
 * Pagefind skips index chunks it cannot fetch and answers "no results". Before the
 * site says so, this check asks for the bundle's tiny entry file, so a lost network
 * shows as an error instead.
 */
export function createIndexReachabilityCheck(bundleUrl: string, fetchImpl: typeof fetch = fetch): () => Promise<void> {
  return async () => {
    const url = `${bundleUrl}pagefind-entry.json`;
    let response: Response;
    try {
      response = await fetchImpl(url, { cache: 'no-store' });
    } catch (error) {
      throw new SearchUnavailableError(`Could not reach the search index at ${url}`, { cause: error });
    }
    if (!response.ok) throw new SearchUnavailableError(`The search index at ${url} answered HTTP ${response.status}`);
  };
}

/** Loads the bundle's word list (`vocabulary.json`, written by plugins/search-index) once, and again after a failure. */
export function createVocabularyLoader(
  bundleUrl: string,
  fetchImpl: typeof fetch = fetch,
): () => Promise<readonly string[]> {
  let loading: Promise<readonly string[]> | undefined;
  return () => {
    loading ??= fetchImpl(`${bundleUrl}vocabulary.json`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`The search vocabulary answered HTTP ${response.status}`);
        const words: unknown = await response.json();
        return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : [];
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}
