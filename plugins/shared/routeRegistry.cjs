// @ts-check
/**
 * Docusaurus's route registry (`@generated/registry`) lists every page's modules, one line each:
 * `"chunk": [() => import("path"), "path", require.resolveWeak("path")],` (the import names its chunk in a comment):
 * the loader, the module path (for server rendering, which reports the modules a page used), and the module's id
 * (for react-loadable, which renders at once a module the page already has). Loaders of the browser bundle rewrite
 * these parts (plugins/first-load, plugins/dev-server).
 *
 * The entry's key is its chunk name, also in the import's comment and in the route table (routesChunkNames.json).
 *
 * Every entry must have this shape: when Docusaurus changes how it writes the registry, the build fails here rather
 * than shipping something half-changed. Plain CommonJS because Rspack loads loaders with `require`.
 */

const entryLine =
  /^(\s*)"([^"]+)": \[(\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\)), ("[^"]+"), (require\.resolveWeak\("[^"]+"\))(\],(?:\};)?)$/;

/**
 * @typedef {{ chunkName: string, loader: string, modulePath: string, moduleId: string }} RegistryEntry
 * The chunk name (the entry's key, as routesChunkNames.json names it) as a string; the other parts as JavaScript
 * source text.
 */

/**
 * @param {string} source the registry module's source
 * @param {(entry: RegistryEntry) => RegistryEntry} rewrite returns the parts to write instead
 * @param {string} rewriter who rewrites, for the error message
 */
function rewriteRegistryEntries(source, rewrite, rewriter) {
  const lines = checkedLines(source, rewriter);
  return lines
    .map((line) =>
      line.replace(entryLine, (_, indent, chunkName, loader, modulePath, moduleId, close) => {
        const parts = rewrite({ chunkName, loader, modulePath, moduleId });
        return `${indent}${JSON.stringify(parts.chunkName)}: [${parts.loader}, ${parts.modulePath}, ${parts.moduleId}${close}`;
      }),
    )
    .join('\n');
}

/**
 * The registry's chunk names, in the order it lists them.
 * @param {string} source the registry module's source
 * @param {string} reader who reads, for the error message
 * @returns {string[]}
 */
function registryChunkNames(source, reader) {
  return checkedLines(source, reader).flatMap((line) => {
    const name = entryLine.exec(line)?.[2];
    return name === undefined ? [] : [name];
  });
}

/**
 * The chunk name of a registry line, or undefined for a line that is no entry.
 * @param {string} line
 */
function registryEntryName(line) {
  return entryLine.exec(line)?.[2];
}

/**
 * The registry's lines, once every entry is known to have the expected shape.
 * @param {string} source
 * @param {string} reader
 */
function checkedLines(source, reader) {
  const lines = source.split('\n');
  const entries = lines.filter((line) => /^\s*"[^"]+": \[/.test(line));
  const unexpected = entries.filter((line) => !entryLine.test(line));
  if (entries.length === 0 || unexpected.length > 0) {
    throw new Error(
      `${reader}: the route registry is not in the shape plugins/shared/routeRegistry.cjs knows (${unexpected.length} of ${entries.length} entries differ, e.g. ${unexpected[0] ?? 'none at all'}). Update it for this Docusaurus version.`,
    );
  }
  return lines;
}

module.exports = { rewriteRegistryEntries, registryChunkNames, registryEntryName, checkedRegistryLines: checkedLines };
