// @ts-check
/**
 * Docusaurus names each route chunk by an 8-character hash of its module path. The names ship three times in every
 * page's first load: as keys of the route registry, as values of the route table (routesChunkNames.json) and in the
 * runtime's table from chunk to file hash; random hex compresses badly. In the browser bundle each chunk is named
 * instead by its place among the registry's names (./shortNames.cjs): ~4 KB gzip less on every page. Both loaders
 * derive the names from the registry, so they agree by construction. The server bundle keeps Docusaurus's names;
 * server rendering finds a page's files by module, never by chunk name.
 * Plain CommonJS because Rspack loads loaders with `require`.
 */
const { shortNames } = require('./shortNames.cjs');

/**
 * @param {readonly string[]} registryNames the registry's chunk names
 * @returns {Map<string, string>} each name's short name
 */
function shortChunkNames(registryNames) {
  return shortNames(registryNames);
}

module.exports = { shortChunkNames };
