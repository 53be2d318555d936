/**
 * The site's search plugin. In local mode it indexes each build with Pagefind after
 * the build (`<outDir>/pagefind/`, served at the build's base URL); in both modes it
 * tells the browser which engine answers and where the indexes are (global data, see
 * ./globalData.ts).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { staffSectionPrefix, type BuildPart } from '../../contract/audience';
import { siteSearchTags } from '../../contract/search';
import { buildSearchIndex, bundleDirectory } from './buildIndex';
import type { PageSections } from './annotatePage';
import { searchPluginName, type SearchGlobalData } from './globalData';

export interface SearchIndexOptions {
  engine: 'local' | 'algolia';
  /** Which build this is: the public site and the staff overlay each index their own pages. */
  part: BuildPart;
  sections: PageSections;
  /** Staff builds with an Algolia staff index: where staff fetch that index's key. */
  staffKeyUrl: string | null;
  /** Folder of the Pagefind bundles kept between builds (./indexCache.ts), relative to the site folder. */
  cacheDirectory: string;
}

function globalData(options: SearchIndexOptions): SearchGlobalData {
  if (options.engine === 'algolia') return { engine: 'algolia', staffKeyUrl: options.staffKeyUrl };
  // The dev server builds every section into one site, and so one index.
  const staffBundleUrl = options.part === 'all' ? null : `${staffSectionPrefix}${bundleDirectory}/`;
  return { engine: 'local', bundleUrl: `/${bundleDirectory}/`, staffBundleUrl, siteSearchTags };
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  return {
    name: searchPluginName,
    contentLoaded({ actions }) {
      actions.setGlobalData(globalData(options));
    },
    async postBuild({ outDir }) {
      if (options.engine !== 'local') return;
      const started = performance.now();
      const cacheDirectory = path.resolve(context.siteDir, options.cacheDirectory);
      const { pages, outputPath, reused } = await buildSearchIndex(
        outDir,
        context.baseUrl,
        options.sections,
        cacheDirectory,
        context.siteDir,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const how = reused ? 'Reused the index of the same' : 'Indexed';
      console.info(`[search-index] ${how} ${pages} pages into ${outputPath} in ${seconds} s.`);
    },
  };
}
