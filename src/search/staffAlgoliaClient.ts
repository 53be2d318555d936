/**
 * With an Algolia staff index, staff's searches go to that index with a short-lived key
 * the server gives staff only (server/search/staffSearchKey.ts). The key is fetched at
 * the first search and again shortly before it expires; it is never in a static file.
 */
import type { StaffSearchKey } from '@site/server/search/staffSearchKey';
import { SearchUnavailableError } from './searchErrors';
import type { SiteSearchClient } from './searchHit';

export type AlgoliaClientFactory = (appId: string, apiKey: string) => Promise<SiteSearchClient>;

export interface StaffClientOptions {
  keyUrl: string;
  createClient: AlgoliaClientFactory;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** A key is renewed this long before Algolia would refuse it. */
const renewalMarginMs = 60_000;

async function fetchStaffKey(keyUrl: string, fetchImpl: typeof fetch): Promise<StaffSearchKey> {
  let response: Response;
  try {
    response = await fetchImpl(keyUrl, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new SearchUnavailableError(`Could not reach ${keyUrl} for the staff search key`, { cause: error });
  }
  if (!response.ok) {
    throw new SearchUnavailableError(`${keyUrl} refused the staff search key (HTTP ${response.status}); sign in again`);
  }
  return (await response.json()) as StaffSearchKey;
}

export function createStaffSearchClient(options: StaffClientOptions): SiteSearchClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  let current: Promise<{ key: StaffSearchKey; client: SiteSearchClient }> | undefined;

  async function connect() {
    const key = await fetchStaffKey(options.keyUrl, fetchImpl);
    return { key, client: await options.createClient(key.appId, key.apiKey) };
  }

  async function connection() {
    const connected = await current?.catch(() => undefined);
    if (connected && connected.key.validUntil * 1000 - renewalMarginMs > now()) return connected;
    current = connect();
    return current;
  }

  return {
    async search({ requests }) {
      const { key, client } = await connection();
      return client.search({ requests: requests.map((request) => ({ ...request, indexName: key.indexName })) });
    },
  };
}
