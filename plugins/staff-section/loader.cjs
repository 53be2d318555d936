// @ts-check
/**
 * Gives the browser bundle one part of a file Docusaurus generates (./splitGenerated.cjs): the staff section's part
 * when the file is asked for with the staff query (`@generated/registry?staff-section`), the site's part otherwise.
 * Plain CommonJS because Rspack loads loaders with `require`.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const {
  splitGlobalData,
  splitRegistry,
  splitRouteChunkNames,
  splitRoutes,
  staffOnlyChunks,
} = require('./splitGenerated.cjs');

/**
 * @typedef {{ prefix: string, docsPluginId: string, staffQuery: string, standIn: string }} LoaderOptions
 * @this {{ resourcePath: string, resourceQuery: string, getOptions(): LoaderOptions, addDependency(file: string): void }}
 * @param {string} source
 */
module.exports = function staffSectionPart(source) {
  const options = this.getOptions();
  const section = { prefix: options.prefix, docsPluginId: options.docsPluginId };
  const part = this.resourceQuery === options.staffQuery ? 'staff' : 'site';
  switch (path.basename(this.resourcePath)) {
    case 'routes.js':
      return splitRoutes(source, section, options.standIn, options.staffQuery)[part];
    case 'routesChunkNames.json':
      return splitRouteChunkNames(source, section)[part];
    case 'registry.js': {
      const tableFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
      this.addDependency(tableFile);
      return splitRegistry(source, staffOnlyChunks(readFileSync(tableFile, 'utf8'), section))[part];
    }
    case 'globalData.json':
      return splitGlobalData(source, section)[part];
    default:
      throw new Error(`plugins/staff-section: no part to cut out of ${this.resourcePath}`);
  }
};
