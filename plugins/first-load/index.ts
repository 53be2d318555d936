/**
 * What every page's first visit downloads, made smaller where Docusaurus ships data the browser never reads
 * (bench/REPORT.md "Page weight"): the module paths in the route registry, the long hashed names of route chunks
 * (./shortChunkNames.cjs), the pages' paths as keys of the route chunk table (./routeKeys.cjs), the runtime's table
 * from chunk names to ids (./chunkAssetRuntime.ts), the plugins' options in the site configuration, the doc ids in the
 * docs' global data and sidebars, the docs listed in each docs version's props, and the tslib helpers nothing calls.
 * Browser bundle only; the server rendering keeps everything.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BundlerConfiguration } from '../shared/bundlerConfiguration';
import { ChunkAssetRuntimePlugin, docusaurusChunkAssetPlugin } from './chunkAssetRuntime';
import { pagesWithDocCards } from './docCards';
import { navbarItemsReadingDocIds } from './navbarItems';

/** CommonJS packages of the browser bundle that require tslib; their helpers are in ./tslibHelpers.ts. */
export const tslibConsumers = ['@docusaurus/utils-common/lib/index.js'];

/** The bundler's plugins with Docusaurus's chunk asset plugin replaced by ./chunkAssetRuntime.ts. */
function withChunkAssetRuntime(plugins: BundlerConfiguration['plugins']) {
  const others = (plugins ?? []).filter((plugin) => plugin?.constructor.name !== docusaurusChunkAssetPlugin);
  if (others.length === (plugins ?? []).length) {
    throw new Error(
      `plugins/first-load: Docusaurus's ${docusaurusChunkAssetPlugin} is not among the browser bundle's plugins (chunkAssetRuntime.ts). Update the plugin for this Docusaurus version.`,
    );
  }
  return [...others, new ChunkAssetRuntimePlugin()];
}

export default function firstLoadPlugin(context: LoadContext): Plugin {
  const generated = context.generatedFilesDir;
  const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: unknown } }).navbar;
  const itemsReadingDocIds = navbarItemsReadingDocIds(navbar?.items);
  if (itemsReadingDocIds.length > 0) {
    throw new Error(
      `plugins/first-load: the navbar's ${itemsReadingDocIds.join(', ')} find docs by id, which plugins/first-load/globalDataLoader.cjs leaves out of the browser bundle. Use a docSidebar or link item, or keep the ids in the bundle.`,
    );
  }
  return {
    name: 'first-load',
    async postBuild({ outDir }) {
      const pages = await pagesWithDocCards(outDir);
      if (pages.length > 0) {
        throw new Error(
          `plugins/first-load: ${pages.join(', ')} show doc cards, which read the docs that plugins/first-load/versionPropsLoader.cjs leaves out of the browser bundle. Link to the docs instead, or keep the docs in the bundle.`,
        );
      }
    },
    configureWebpack(config, isServer) {
      // Readers get production builds; the dev server (plugins/dev-server) is left as Docusaurus makes it.
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus types this as Webpack's configuration; the plugin that replaces its chunk asset plugin is written
      // for Rspack, the bundler that runs it.
      return {
        // Chunks named after their route (Docusaurus names them) keep their name as id, so the runtime needs no
        // table from ids to names for ~550 chunks.
        optimization: { chunkIds: 'named' },
        mergeStrategy: { plugins: 'replace' },
        plugins: withChunkAssetRuntime(config.plugins),
        module: {
          rules: [
            ...tslibConsumers.map((consumer) => ({
              test: require.resolve(consumer),
              resolve: { alias: { tslib$: path.join(__dirname, 'tslibHelpers.ts') } },
            })),
            {
              test: path.join(generated, 'registry.js'),
              use: [{ loader: path.join(__dirname, 'registryLoader.cjs') }],
            },
            {
              test: path.join(generated, 'docusaurus.config.mjs'),
              use: [{ loader: path.join(__dirname, 'siteConfigLoader.cjs') }],
            },
            {
              test: path.join(generated, 'routesChunkNames.json'),
              use: [{ loader: path.join(__dirname, 'routesChunkNamesLoader.cjs') }],
            },
            {
              test: path.join(generated, 'routes.js'),
              use: [{ loader: path.join(__dirname, 'routesLoader.cjs') }],
            },
            {
              test: path.join(generated, 'globalData.json'),
              use: [{ loader: path.join(__dirname, 'globalDataLoader.cjs') }],
            },
            {
              test: /[\\/]p[\\/][^\\/]+\.json$/,
              include: path.join(generated, 'docusaurus-plugin-content-docs'),
              use: [{ loader: path.join(__dirname, 'versionPropsLoader.cjs') }],
            },
          ],
        },
      } as BundlerConfiguration;
    },
  };
}
