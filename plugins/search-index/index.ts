/**
 * The site's search plugin. In local mode it indexes each build with Pagefind after
 * the build (`<outDir>/pagefind/`); in both modes it tells the browser which engine
 * answers (global data, see ./globalData.ts), and it mends two screens of DocSearch's
 * modal that 4.7.0 never shows (./docSearchModalFixes.cjs).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSearchIndex, bundleDirectory } from './buildIndex';
import type { PageSections } from './annotatePage';
import { searchPluginName, type SearchGlobalData } from './globalData';

export interface SearchIndexOptions {
  engine: 'local' | 'algolia';
  sections: PageSections;
  /** Staff builds with an Algolia staff index: where staff fetch that index's key. */
  staffKeyUrl: string | null;
  /** Folder of the Pagefind bundles kept between builds (./indexCache.ts), relative to the site folder. */
  cacheDirectory: string;
}

function globalData(context: LoadContext, options: SearchIndexOptions): SearchGlobalData {
  return options.engine === 'local'
    ? { engine: 'local', bundleUrl: `${context.baseUrl}${bundleDirectory}/` }
    : { engine: 'algolia', staffKeyUrl: options.staffKeyUrl };
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  return {
    name: searchPluginName,
    contentLoaded({ actions }) {
      actions.setGlobalData(globalData(context, options));
    },
    configureWebpack() {
      const docSearchModal = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;
      const loader = path.join(__dirname, 'docSearchModalFixes.cjs');
      return { module: { rules: [{ test: docSearchModal, use: [{ loader }] }] } };
    },
    async postBuild({ outDir }) {
      if (options.engine !== 'local') return;
      const started = performance.now();
      const cacheDirectory = path.resolve(context.siteDir, options.cacheDirectory);
      const { pages, outputPath, reused } = await buildSearchIndex(outDir, options.sections, cacheDirectory, context.siteDir);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const how = reused ? 'Reused the index of the same' : 'Indexed';
      console.info(`[search-index] ${how} ${pages} pages into ${outputPath} in ${seconds} s.`);
    },
  };
}
