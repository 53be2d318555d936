/**
 * The site's search plugin. In local mode, after the build, Pagefind indexes the site's pages into
 * `<outDir>/pagefind/` and the staff section's apart into its own folder, `<outDir>/Internal Documentation/pagefind/`,
 * which scripts/build.ts moves with the section into `build/staff`: staff search both, everyone else the site's. In
 * both modes it tells the browser which engine answers and where the indexes are (global data, see ./globalData.ts).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { staffSection, staffSectionPrefix } from '../../contract/audience';
import { siteSearchTags } from '../../contract/search';
import { buildSearchIndex, bundleDirectory, closeIndexer, indexCodeKey } from './buildIndex';
import { chunkPositions } from './indexChunks';
import type { PageSections } from './annotatePage';
import { searchPluginName, type SearchGlobalData } from './globalData';

export interface SearchIndexOptions {
  engine: 'local' | 'algolia';
  sections: PageSections;
  /** With an Algolia staff index: where staff fetch that index's key. */
  staffKeyUrl: string | null;
  /** Folder of the Pagefind bundles kept between builds (./indexCache.ts), relative to the site folder. */
  cacheDirectory: string;
}

function globalData(options: SearchIndexOptions): SearchGlobalData {
  if (options.engine === 'algolia') return { engine: 'algolia', staffKeyUrl: options.staffKeyUrl };
  return {
    engine: 'local',
    bundleUrl: `/${bundleDirectory}/`,
    staffBundleUrl: `${staffSectionPrefix}${bundleDirectory}/`,
    siteSearchTags,
  };
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  return {
    name: searchPluginName,
    contentLoaded({ actions }) {
      actions.setGlobalData(globalData(options));
    },
    async postBuild({ outDir }) {
      if (options.engine !== 'local') return;
      const cacheDirectory = path.resolve(context.siteDir, options.cacheDirectory);
      const staffDir = path.join(outDir, staffSection.routeBasePath);
      // Read once for both indexes: it hashes this plugin's code and the lock file.
      const codeKey = indexCodeKey(context.siteDir);
      // Both at once, in one Pagefind service, closed when both are written (closing it stops every index in it).
      // The staff index is searched beside the site's, so a staff member's first query pays for a chunk of each: its
      // chunks are cut finer to keep that within the 150 KB a first query may cost (tests/e2e/searchBudget.spec.ts).
      const folders = [
        [outDir, context.baseUrl, [staffSection.routeBasePath], chunkPositions],
        [staffDir, staffSectionPrefix, [], chunkPositions / 2],
      ] as const;
      // Settled, not raced: the service is closed only once neither index is using it.
      const indexed = await Promise.allSettled(
        folders.map(async ([folder, baseUrl, leftOut, wordChunkPositions]) => {
          const started = performance.now();
          const { pages, outputPath, reused } = await buildSearchIndex(
            { outDir: folder, baseUrl, leftOut, wordChunkPositions },
            options.sections,
            cacheDirectory,
            codeKey,
          );
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          const how = reused ? 'Reused the index of the same' : 'Indexed';
          console.info(`[search-index] ${how} ${pages} pages into ${outputPath} in ${seconds} s.`);
        }),
      );
      await closeIndexer();
      for (const folder of indexed) if (folder.status === 'rejected') throw folder.reason;
    },
  };
}
