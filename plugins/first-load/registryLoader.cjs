// @ts-check
/**
 * Docusaurus's route registry (`@generated/registry`) lists every page's modules as
 * `[loader, "module path", require.resolveWeak("module path")]`. The path string is for server rendering, which
 * reports the modules a page used (react-loadable's `Loadable.Capture`); the browser never reads it, yet it ships in
 * every page's main.js, once per page (the API reference alone has ~490). This loader empties it in the browser
 * bundle only.
 *
 * Plain CommonJS because Rspack loads loaders with `require`. Every entry must match the shape below: when
 * Docusaurus changes how it writes the registry, the build fails here rather than shipping something half-changed.
 */

const entry = /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), )"[^"]+"(, require\.resolveWeak\("[^"]+"\)\],(?:\};)?)$/;

/** @param {string} source */
module.exports = function emptyRegistryModulePaths(source) {
  const lines = source.split('\n');
  const entries = lines.filter((line) => /^\s*"[^"]+": \[/.test(line));
  const unexpected = entries.filter((line) => !entry.test(line));
  if (entries.length === 0 || unexpected.length > 0) {
    throw new Error(
      `plugins/first-load: the route registry is not in the shape this loader knows (${unexpected.length} of ${entries.length} entries differ, e.g. ${unexpected[0] ?? 'none at all'}). Update registryLoader.cjs for this Docusaurus version.`,
    );
  }
  return lines.map((line) => line.replace(entry, '$1""$2')).join('\n');
};
