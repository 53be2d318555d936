// @ts-check
/**
 * Stands a module of the site in the place of one of Docusaurus's client modules that cannot be swizzled or aliased
 * (it is imported by a relative path): the module's source becomes a re-export of the site's.
 * Plain CommonJS because Rspack loads loaders with `require`.
 */

/** @this {{ getOptions(): { with: string } }} */
module.exports = function replaceModule() {
  return `export { default } from ${JSON.stringify(this.getOptions().with)};\n`;
};
