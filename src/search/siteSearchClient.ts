/**
 * The site's search client: Pagefind in local mode (the public index, and the staff
 * index merged in for staff), Algolia's public index when Algolia is configured,
 * Algolia's staff index (with a key from the server) for staff. Created once per page
 * session, at the first search.
 */
import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchGlobalData } from '@site/plugins/search-index/globalData';
import { createIndexReachabilityCheck, createPagefindLoader, createVocabularyLoader } from './loadPagefind';
import { createPagefindSearchClient } from './pagefindClient';
import type { SiteSearchClient } from './searchHit';
import { createQuerySuggester, createSpellingCorrector } from './spelling';
import { createStaffSearchClient, type AlgoliaClientFactory } from './staffAlgoliaClient';

export interface SiteSearchContext {
  appId: string;
  apiKey: string;
  origin: string;
  /** Whether the server says the reader is staff (asked at the first search). */
  readerIsStaff: () => Promise<boolean>;
  /** Group label for hits the index gave no section. */
  fallbackSection: string;
}

/** Algolia's client, imported only when Algolia answers. */
const algoliaClient: AlgoliaClientFactory = async (appId, apiKey) => {
  const { liteClient } = await import('algoliasearch/lite');
  // LiteClient.search is generic over hit types and legacy call shapes; this site uses one shape.
  return liteClient(appId, apiKey) as unknown as SiteSearchClient;
};

function lazyAlgoliaClient(appId: string, apiKey: string): SiteSearchClient {
  let client: Promise<SiteSearchClient> | undefined;
  return {
    async search(params) {
      client ??= algoliaClient(appId, apiKey);
      return (await client).search(params);
    },
  };
}

export function createSiteSearchClient(engine: SearchGlobalData, context: SiteSearchContext): SiteSearchClient {
  if (engine.engine === 'local') {
    const { staffBundleUrl } = engine;
    // One loader for both: the words are fetched once, with the first query that needs them.
    const loadVocabulary = createVocabularyLoader(engine.bundleUrl);
    const pagefindClient = createPagefindSearchClient({
      loadPagefind: createPagefindLoader(engine.bundleUrl, async () =>
        staffBundleUrl !== null && (await context.readerIsStaff()) ? staffBundleUrl : null,
      ),
      confirmIndexReachable: createIndexReachabilityCheck(engine.bundleUrl),
      correctSpelling: createSpellingCorrector({ loadVocabulary }),
      origin: context.origin,
      fallbackSection: context.fallbackSection,
      searchTags: engine.siteSearchTags,
    });
    return { ...pagefindClient, suggestQuery: createQuerySuggester({ loadVocabulary }) };
  }
  const publicClient = lazyAlgoliaClient(context.appId, context.apiKey);
  const { staffKeyUrl } = engine;
  if (staffKeyUrl === null) return publicClient;
  const staffClient = createStaffSearchClient({ keyUrl: staffKeyUrl, createClient: algoliaClient });
  return {
    search: async (params) => ((await context.readerIsStaff()) ? staffClient : publicClient).search(params),
  };
}

let sessionClient: SiteSearchClient | undefined;

/** The one client of this page session; the engine cannot change without a reload. */
export function siteSearchClient(engine: SearchGlobalData, context: SiteSearchContext): SiteSearchClient {
  sessionClient ??= createSiteSearchClient(engine, context);
  return sessionClient;
}

/** Gives DocSearch's modal a client it accepts: it also asks for Algolia's user-agent hooks. */
export function asDocSearchClient(client: SiteSearchClient): DocSearchTransformClient {
  const algoliaAgent = { value: 'Tideline Docs', add: () => algoliaAgent };
  return {
    // Same call shape as LiteClient.search for the requests DocSearch sends.
    search: client.search.bind(client) as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => undefined,
    transporter: { algoliaAgent },
  };
}
