// @ts-check
/**
 * Empties the module paths of the route registry (plugins/shared/routeRegistry.cjs) in the production browser
 * bundle: only server rendering reads them, yet they would ship in every page's main.js, once per page (the API
 * reference alone has ~490).
 */
const { rewriteRegistryEntries } = require('../shared/routeRegistry.cjs');

/** @param {string} source */
module.exports = function emptyRegistryModulePaths(source) {
  return rewriteRegistryEntries(source, (entry) => ({ ...entry, modulePath: '""' }), 'plugins/first-load');
};
