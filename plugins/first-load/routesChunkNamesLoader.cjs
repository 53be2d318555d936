// @ts-check
/**
 * The browser bundle's route chunk table (`routesChunkNames.json`): each route under its short key (./routeKeys.cjs,
 * as ./routesLoader.cjs writes the routes), each chunk by the short name the registry gets (./shortChunkNames.cjs),
 * reading the registry next to it. A name the registry lacks stops the build: the page would find no chunk to load.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { registryChunkNames } = require('../shared/routeRegistry.cjs');
const { shortChunkNames } = require('./shortChunkNames.cjs');
const { browserRouteKey, shortRouteKeys } = require('./routeKeys.cjs');

/**
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 */
module.exports = function shortenRouteChunkNames(source) {
  const registryFile = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryFile);
  const shortNames = shortChunkNames(registryChunkNames(readFileSync(registryFile, 'utf8'), 'plugins/first-load'));
  // Keyed by the whole table as Docusaurus wrote it, as ./routesLoader.cjs keys the routes: the source may be only one
  // part of it (plugins/staff-section).
  const shortKeys = shortRouteKeys(readFileSync(this.resourcePath, 'utf8'));
  /** @type {Record<string, unknown>} */
  const routes = JSON.parse(source, (key, value) => {
    if (typeof value !== 'string' || key === '') return value;
    const shortName = shortNames.get(value);
    if (shortName === undefined) {
      throw new Error(
        `plugins/first-load: the route table names the chunk "${value}" (as "${key}"), which the route registry does not list; Docusaurus must have changed how it writes them.`,
      );
    }
    return shortName;
  });
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(routes).map(([key, chunks]) => [
        browserRouteKey(/** @type {string} */ (shortKeys.get(key))),
        chunks,
      ]),
    ),
  );
};
