/**
 * What the search plugin tells the browser, through `usePluginData(searchPluginName)`.
 * Kept apart from the plugin so browser code can import it without Node modules.
 */
export const searchPluginName = 'search-index';

export type SearchGlobalData =
  | { engine: 'local'; bundleUrl: string }
  | { engine: 'algolia'; staffKeyUrl: string | null };
