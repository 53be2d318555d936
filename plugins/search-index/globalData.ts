/**
 * What the search plugin tells the browser, through `usePluginData(searchPluginName)`.
 * Kept apart from the plugin so browser code can import it without Node modules.
 */
export const searchPluginName = 'search-index';

export type SearchGlobalData =
  | {
      engine: 'local';
      /** The public index: every reader searches it. */
      bundleUrl: string;
      /** The staff overlay's index, under the staff section's address: merged in for staff only. */
      staffBundleUrl: string | null;
      /**
       * The docs tags of every page of both indexes. Contextual search filters on the tags of the page's own build; a
       * search over both builds also admits the other build's.
       */
      siteSearchTags: readonly string[];
    }
  | { engine: 'algolia'; staffKeyUrl: string | null };
