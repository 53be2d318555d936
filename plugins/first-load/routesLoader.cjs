// @ts-check
/**
 * Gives each route of the browser bundle's route table (`routes.js`) its short key (./routeKeys.cjs), reading the
 * route chunk table beside it. A route the table lacks, or a creator call in another shape, stops the build: the page
 * would find no chunks.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { shortRouteKeys } = require('./routeKeys.cjs');

/** `ComponentCreator('<path>', '<hash>')` as Docusaurus 3.10 writes it; the path escapes `'` only. */
const creatorCall = /ComponentCreator\('((?:[^'\\]|\\')*)', '([^']+)'\)/g;
/** The not-found route's creator takes no hash and needs no chunk table entry. */
const notFoundCall = "ComponentCreator('*')";

/**
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 */
module.exports = function shortenRouteKeys(source) {
  const tableFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(tableFile);
  const shortKeys = shortRouteKeys(readFileSync(tableFile, 'utf8'));
  const rewritten = source.replace(creatorCall, (_, escapedPath, hash) => {
    const key = `${escapedPath.replace(/\\'/g, "'")}-${hash}`;
    const shortName = shortKeys.get(key);
    if (shortName === undefined) {
      throw new Error(
        `plugins/first-load: the route table has a route "${key}" that routesChunkNames.json does not list; Docusaurus must have changed how it writes them.`,
      );
    }
    // ComponentCreator looks up `${path}-${hash}`: here `-<short name>` (./routeKeys.cjs browserRouteKey).
    return `ComponentCreator('', '${shortName}')`;
  });
  const creatorCalls = rewritten.split('ComponentCreator(').length - 1;
  const shortCalls = rewritten.split("ComponentCreator('', '").length - 1;
  const notFoundCalls = rewritten.split(notFoundCall).length - 1;
  if (shortCalls === 0 || creatorCalls !== shortCalls + notFoundCalls) {
    throw new Error(
      `plugins/first-load: ${creatorCalls - shortCalls - notFoundCalls} of the route table's ${creatorCalls} ComponentCreator calls are not \`ComponentCreator('<path>', '<hash>')\` as Docusaurus 3.10 writes them (routesLoader.cjs). Update the loader for this Docusaurus version.`,
    );
  }
  return rewritten;
};
