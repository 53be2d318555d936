// @ts-check
/**
 * Leaves the module ids out of the route registry (plugins/shared/routeRegistry.cjs) on the dev server. Rspack builds
 * every module that `require.resolveWeak` names, to know its id, so with them the dev server compiled all ~550 pages
 * at start although lazy compilation defers each page's chunk. The dev server renders in the browser only, where
 * react-loadable then loads each page's modules through the registry's loaders, as it does for any page not yet loaded.
 */
const { rewriteRegistryEntries } = require('../shared/routeRegistry.cjs');

/** @param {string} source */
module.exports = function dropRegistryModuleIds(source) {
  return rewriteRegistryEntries(source, (entry) => ({ ...entry, moduleId: 'undefined' }), 'plugins/dev-server');
};
