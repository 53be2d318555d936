/**
 * Gives the build's browser and server bundles and the dev server each a bundler cache of its own, in one folder: they
 * compile different modules from the same configuration file, so under Rspack's one cache key each would replace the
 * other's, and every build would start nearly cold.
 *
 * Rspack reuses a cached module until that module's own files change. The code that shapes how pages compile lives
 * elsewhere: the Markdown plugins, the loaders and bundler settings under plugins/, the settings under contract/, the
 * installed packages. Those files are the cache's build dependencies, so changing one starts the cache afresh rather
 * than serving modules that code would no longer make.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BundlerConfiguration } from '../shared/bundlerConfiguration';
import { sourceFiles } from '../shared/codeFingerprint';

/** Folders and files whose change must rebuild every module, relative to the site folder. */
const compilingCode = ['plugins', 'contract', 'package-lock.json'];

/** The bundler caches, relative to the site folder. */
export const bundlerCacheFolder = path.join('node_modules', '.cache', 'rspack-site');

export interface BuildCacheOptions {
  /** Folder of the caches, relative to the site folder. */
  directory: string;
}

export default function buildCachePlugin(context: LoadContext, options: BuildCacheOptions): Plugin {
  const directory = path.resolve(context.siteDir, options.directory);
  return {
    name: 'build-cache',
    configureWebpack(config, isServer, { currentBundler }) {
      // Webpack (without the faster bundler) keeps its own cache layout and is not used by this site.
      if (currentBundler.name !== 'rspack') return {};
      // The dev server compiles other modules than a build does (plugins/dev-server); apart, neither replaces the other's.
      const bundle = isServer ? 'server' : config.mode === 'development' ? 'dev' : 'client';
      const storage = { type: 'filesystem' as const, directory: path.join(directory, bundle) };
      const buildDependencies = sourceFiles(compilingCode.map((entry) => path.resolve(context.siteDir, entry)));
      // Docusaurus types this as Webpack's configuration, whose experiments lack Rspack's persistent cache.
      return { experiments: { cache: { type: 'persistent', storage, buildDependencies } } } as BundlerConfiguration;
    },
  };
}
