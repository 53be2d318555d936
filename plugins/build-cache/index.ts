/**
 * Gives each audience's build a bundler cache of its own. Both builds compile the same site with the same
 * configuration file, so Rspack files them under one cache key in one folder; building the staff site after the
 * public one then replaced the public site's cache, and every build started nearly cold.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';

export interface BuildCacheOptions {
  /** Cache folder of this build, relative to the site folder; one per audience. */
  directory: string;
}

export default function buildCachePlugin(context: LoadContext, options: BuildCacheOptions): Plugin {
  const directory = path.resolve(context.siteDir, options.directory);
  return {
    name: 'build-cache',
    configureWebpack(_config, isServer, { currentBundler }) {
      // Webpack (without the faster bundler) keeps its own cache layout and is not used by this site.
      if (currentBundler.name !== 'rspack') return {};
      const storage = { type: 'filesystem' as const, directory: path.join(directory, isServer ? 'server' : 'client') };
      // Docusaurus types this as Webpack's configuration, whose experiments lack Rspack's persistent cache.
      return { experiments: { cache: { type: 'persistent', storage } } } as Configuration;
    },
  };
}
