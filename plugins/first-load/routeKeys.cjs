// @ts-check
/**
 * Docusaurus's route table (`routes.js`) gives each route's component as `ComponentCreator('<path>', '<hash>')`,
 * which finds the route's chunks in `routesChunkNames.json` under the key `<path>-<hash>`. Each page's path then ships
 * three more times in every page's first load (the route's own `path` stays, for matching): as the creator's argument
 * and as a key of the table, far enough apart in main.js that gzip codes it afresh. In the browser bundle the route
 * table and its keys name each route by its place among the keys instead (./shortNames.cjs), with an empty path:
 * `ComponentCreator('', '1k')` finds the key `-1k`. ComponentCreator reads its path only for an error message about a
 * page without a default export, which the build would meet first.
 *
 * Docusaurus's `prefetch` finds a route's chunks by the path in these keys, so it finds none in the browser bundle;
 * this site never prefetches (src/clientModules/prefetchOnIntent.ts), and `preload`, used when a reader points at a
 * link, goes through the components. Plain CommonJS because Rspack loads loaders with `require`.
 */
const { shortNames } = require('./shortNames.cjs');

/**
 * @param {string} routeTableSource `routesChunkNames.json` as Docusaurus writes it
 * @returns {Map<string, string>} each route key's short name
 */
function shortRouteKeys(routeTableSource) {
  return shortNames(Object.keys(JSON.parse(routeTableSource)));
}

/** The key ComponentCreator looks up for a route whose short name is `shortName`. */
const browserRouteKey = (/** @type {string} */ shortName) => `-${shortName}`;

module.exports = { shortRouteKeys, browserRouteKey };
