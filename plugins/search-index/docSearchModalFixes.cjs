// @ts-check
/**
 * Two screens of DocSearch 4.7.0's modal ("Try searching for", "Unable to fetch results") never show;
 * this bundler loader rewrites the expressions at fault in the bundled DocSearchModal.js:
 *
 * - "Try searching for": DocSearch keeps the names of the result groups it has shown as
 *   suggestions, but merges them with an object spread, so the list loses its `length`.
 * - "Unable to fetch results": DocSearch sets the error status when a search fails, but
 *   the bundled autocomplete-core resets the status to idle once the request settles.
 *
 * Plain CommonJS because Rspack loads loaders with `require`. When DocSearch changes, a
 * pattern stops matching and the build warns: check the screen and drop the fix.
 */

/** @typedef {{ screen: string; pattern: RegExp; replacement: (...groups: string[]) => string }} Fix */

/** @type {Fix[]} */
const fixes = [
  {
    screen: 'Try searching for',
    pattern:
      /searchSuggestions:(\w+)\(\1\(\{\},(null!==\((\w+)=\w+\.context\.searchSuggestions\)&&void 0!==\3\?\3:\[\])\),Object\.keys\((\w+)\)\)/,
    replacement: (_, _spread, previous, _alias, groups) =>
      `searchSuggestions:Array.from(new Set([].concat(${previous},Object.keys(${groups}))))`,
  },
  {
    screen: 'Unable to fetch results',
    pattern:
      /\.finally\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\);return (\w+)\.pendingRequests\.add/,
    replacement: (_, setStatus, stallTimer, props, store) =>
      `.finally(function(){"error"!==${store}.getState().status&&${setStatus}("idle"),${stallTimer}&&${props}.environment.clearTimeout(${stallTimer})});return ${store}.pendingRequests.add`,
  },
];

/**
 * @this {{ emitWarning(error: Error): void; resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function fixDocSearchModal(source) {
  let fixed = source;
  for (const fix of fixes) {
    if (!fix.pattern.test(fixed)) {
      this.emitWarning(
        new Error(`${this.resourcePath}: DocSearch changed; check that "${fix.screen}" shows and drop its fix`),
      );
      continue;
    }
    fixed = fixed.replace(fix.pattern, fix.replacement);
  }
  return fixed;
};
