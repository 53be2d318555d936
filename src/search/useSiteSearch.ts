/**
 * React access to this build's search client.
 */
import { useCallback } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import type { SiteSearchClient } from './searchHit';
import { siteSearchClient } from './siteSearchClient';
import { useSearchEngine } from './useSearchEngine';
import { loadSessionOnce } from '@site/src/auth/useSession';

/** Staff search the staff section too; signed out, on a static host or offline, the reader is not staff. */
async function readerIsStaff(): Promise<boolean> {
  const session = await loadSessionOnce();
  return session.service === 'present' && session.me?.staff === true;
}

/** Returns a getter, so the client is created in the browser at the first search, never on the server. */
export function useSiteSearchClient(): () => SiteSearchClient {
  const engine = useSearchEngine();
  const { siteConfig } = useDocusaurusContext();
  const { algolia } = useAlgoliaThemeConfig();
  return useCallback(
    () =>
      siteSearchClient(engine, {
        appId: algolia.appId,
        apiKey: algolia.apiKey,
        origin: window.location.origin,
        readerIsStaff,
        fallbackSection: siteConfig.title,
      }),
    [engine, algolia.appId, algolia.apiKey, siteConfig.title],
  );
}
