// @ts-check
/**
 * Rewrites the route registry (plugins/shared/routeRegistry.cjs) for the production browser bundle: empties the module
 * paths, which only server rendering reads, yet would ship in every page's main.js, once per page (the API reference
 * alone has ~490); leaves out the module ids; and gives each chunk its short name (./shortChunkNames.cjs).
 *
 * react-loadable reads a module id only in `Loadable.preloadReady()`, which Docusaurus never calls: the browser loads
 * the first page's modules through the loaders before hydrating (@docusaurus/core client/clientEntry.js `preload`).
 * Each id also repeats the one in its loader (~1.5 KB gzip on every page), as on the dev server
 * (plugins/dev-server/registryLoader.cjs).
 */
const { readFileSync } = require('node:fs');
const { registryChunkNames, rewriteRegistryEntries } = require('../shared/routeRegistry.cjs');
const { shortChunkNames } = require('./shortChunkNames.cjs');

const rewriter = 'plugins/first-load';

/**
 * The short names come from the whole registry as Docusaurus wrote it: the source may be only one part of it
 * (plugins/staff-section), and every part must name each chunk as ./routesChunkNamesLoader.cjs does.
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function rewriteRegistryForBrowser(source) {
  const shortNames = shortChunkNames(registryChunkNames(readFileSync(this.resourcePath, 'utf8'), rewriter));
  return rewriteRegistryEntries(
    source,
    (entry) => {
      const chunkName = /** @type {string} */ (shortNames.get(entry.chunkName));
      return {
        chunkName,
        loader: entry.loader.replace(/webpackChunkName: "[^"]+"/, `webpackChunkName: ${JSON.stringify(chunkName)}`),
        modulePath: '""',
        moduleId: 'undefined',
      };
    },
    rewriter,
  );
};
