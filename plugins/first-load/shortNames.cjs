// @ts-check
/**
 * Short names for long ones in the browser bundle: each name becomes its place among the names sorted, in base 36
 * (two characters for up to 1,296 names). Loaders that must agree (the registry and the route table's chunk names;
 * the route table and its keys) derive the names from the same list, so they agree by construction.
 * Plain CommonJS because Rspack loads loaders with `require`.
 */

/**
 * @param {readonly string[]} names
 * @returns {Map<string, string>} each name's short name
 */
function shortNames(names) {
  const sorted = [...new Set(names)].sort();
  return new Map(sorted.map((name, index) => [name, index.toString(36)]));
}

module.exports = { shortNames };
