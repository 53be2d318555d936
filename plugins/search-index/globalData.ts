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
      /** The staff section's index, under the section's address: merged in for staff only. */
      staffBundleUrl: string | null;
      /**
       * The docs tags of every page of both indexes. Contextual search filters on the tags of the docs sections the
       * page knows, none of the staff section's outside it; a search over both indexes also admits the rest.
       */
      siteSearchTags: readonly string[];
    }
  | { engine: 'algolia'; staffKeyUrl: string | null };
