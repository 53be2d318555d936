/**
 * Which engine answers this build's searches (the search-index plugin's global data). Kept apart from the search
 * client so the navbar can choose its search bar without loading a client before anyone searches.
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import { searchPluginName, type SearchGlobalData } from '@site/plugins/search-index/globalData';

export function useSearchEngine(): SearchGlobalData {
  return usePluginData(searchPluginName) as SearchGlobalData;
}
