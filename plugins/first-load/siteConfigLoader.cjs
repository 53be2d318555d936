// @ts-check
/**
 * The site configuration module (`@generated/docusaurus.config`) carries the options of every plugin, preset and
 * theme, which reach the browser through each plugin's own data instead (the code theme tables alone were a quarter of
 * the module), and settings only the build reads (Markdown parsing, broken-link checks, what goes into each page's
 * HTML head, the deployment's names). No browser code reads them; this loader leaves them out of the browser bundle.
 * The server rendering and the build keep the whole configuration.
 * Plain CommonJS because Rspack loads loaders with `require`.
 */

/** Parts of the configuration that only the build reads. */
const buildOnlyFields = [
  'plugins',
  'presets',
  'themes',
  'markdown',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'headTags',
  'scripts',
  'stylesheets',
  'organizationName',
  'projectName',
];

const moduleShape = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

/** @param {string} source */
module.exports = function dropBuildOnlyConfig(source) {
  const match = moduleShape.exec(source);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      'plugins/first-load: the site configuration module is not `export default {…};` as Docusaurus 3.10 writes it (siteConfigLoader.cjs). Update the loader for this Docusaurus version.',
    );
  }
  const config = JSON.parse(match[2]);
  for (const field of buildOnlyFields) delete config[field];
  return `${match[1]}${JSON.stringify(config)};\n`;
};
