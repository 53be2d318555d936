/**
 * The key staff use to search the Algolia staff index, answered at GET /api/search-key
 * to staff only (contract/search.ts names the path). Never written to a static file.
 *
 * The key is a secured API key: derived from ALGOLIA_STAFF_SEARCH_API_KEY (a key
 * that never leaves the server), restricted to the staff index and valid for an
 * hour, so a key copied out of a browser cannot search anything else and soon expires.
 */
import { algoliasearch } from 'algoliasearch';
import type { SearchConfig } from '../../contract/search';

/** What staff browsers receive; `validUntil` is in seconds since the epoch, as Algolia counts. */
export interface StaffSearchKey {
  appId: string;
  apiKey: string;
  indexName: string;
  validUntil: number;
}

export const staffSearchKeyLifetimeSeconds = 60 * 60;

/**
 * Node builds of algoliasearch add `generateSecuredApiKey` (an HMAC computed locally, no
 * request); TypeScript resolves the browser typings, which lack it, so this names it.
 */
interface SecuredKeyHelper {
  generateSecuredApiKey(options: {
    parentApiKey: string;
    restrictions: { restrictIndices: string[]; validUntil: number };
  }): string;
}

/** Returns the key payload, or null when no Algolia staff index is configured (answer 404). */
export function staffSearchKey(config: SearchConfig, now: number = Date.now()): StaffSearchKey | null {
  if (config.engine !== 'algolia' || config.staff === null) return null;
  const { indexName, searchApiKey } = config.staff;
  const validUntil = Math.floor(now / 1000) + staffSearchKeyLifetimeSeconds;
  const helper = algoliasearch(config.appId, searchApiKey) as unknown as SecuredKeyHelper;
  const apiKey = helper.generateSecuredApiKey({
    parentApiKey: searchApiKey,
    restrictions: { restrictIndices: [indexName], validUntil },
  });
  return { appId: config.appId, apiKey, indexName, validUntil };
}
