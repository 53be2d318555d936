// @ts-check
/**
 * The docs plugins' global data (`@generated/globalData`, in every page's main.js) lists every doc of every version
 * with its id, path and sidebar. In the browser the theme finds the reader's doc by its path and reads its sidebar
 * (the navbar's sidebar links know which is active); only the `doc`, `docsVersion` and `docsVersionDropdown` navbar
 * items read the ids, and this site has none (./navbarItems.ts stops the build if one appears). The ids repeat each
 * path (~1.9 KB gzip for ~520 docs); this loader leaves them out of the browser bundle.
 * Plain CommonJS because Rspack loads loaders with `require`.
 */

const docsPlugin = 'docusaurus-plugin-content-docs';

/** @param {string} source */
module.exports = function dropDocIds(source) {
  const globalData = JSON.parse(source);
  const instances = globalData?.[docsPlugin];
  if (!instances || typeof instances !== 'object') return source;
  for (const [instance, data] of Object.entries(instances)) {
    if (!Array.isArray(data?.versions)) {
      throw new Error(
        `plugins/first-load: the global data of the docs plugin "${instance}" lists no versions as Docusaurus 3.10 writes it (globalDataLoader.cjs). Update the loader for this Docusaurus version.`,
      );
    }
    for (const version of data.versions) {
      version.docs = version.docs.map(
        (/** @type {{ id: string, path: string, sidebar?: string }} */ { id: _id, ...doc }) => doc,
      );
    }
  }
  return JSON.stringify(globalData);
};
