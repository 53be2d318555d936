// @ts-check
/**
 * Fixes "Try searching for" on DocSearch 4.7.0's no-results screen (seed §8). DocSearch
 * keeps the names of the result groups it has shown as suggestions, but 4.7.0 merges
 * them with an object spread: the list becomes an object without `length`, so the
 * screen never shows it. This rewrites that one expression of the bundled modal into
 * an array merge. A bundler loader, so plain CommonJS: Rspack loads it with `require`.
 * If DocSearch changes, the pattern stops matching and the build warns.
 */
const objectSpreadMerge =
  /searchSuggestions:(\w+)\(\1\(\{\},(null!==\((\w+)=\w+\.context\.searchSuggestions\)&&void 0!==\3\?\3:\[\])\),Object\.keys\((\w+)\)\)/;

/**
 * @this {{ emitWarning(error: Error): void; resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function fixDocSearchSuggestions(source) {
  if (!source.includes('context.searchSuggestions')) return source;
  if (!objectSpreadMerge.test(source)) {
    this.emitWarning(new Error(`${this.resourcePath}: DocSearch changed; check that "Try searching for" shows and drop this fix`));
    return source;
  }
  return source.replace(
    objectSpreadMerge,
    (_, _spread, previous, _alias, groups) => `searchSuggestions:Array.from(new Set([].concat(${previous},Object.keys(${groups}))))`,
  );
};
