/**
 * React access to this build's search: which engine answers, and its client.
 */
import { useCallback } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import { searchPluginName, type SearchGlobalData } from '@site/plugins/search-index/globalData';
import type { SiteSearchClient } from './searchHit';
import { siteSearchClient } from './siteSearchClient';

export function useSearchEngine(): SearchGlobalData {
  return usePluginData(searchPluginName) as SearchGlobalData;
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
        siteBaseUrl: siteConfig.baseUrl,
        origin: window.location.origin,
        fallbackSection: siteConfig.title,
      }),
    [engine, algolia.appId, algolia.apiKey, siteConfig.baseUrl, siteConfig.title],
  );
}
