/**
 * Makes `npm run dev` show its first page sooner: the dev server compiles a page's code when someone opens the page
 * (Rspack's lazy compilation of dynamic imports), instead of compiling every page of the site before serving any.
 * Production builds are untouched: they compile everything, as they must.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { lazyCompilationMiddleware, type Compiler } from '@rspack/core';
import type { BundlerConfiguration } from '../shared/bundlerConfiguration';

type Middleware = ReturnType<typeof lazyCompilationMiddleware>;

export interface DevServerOptions {
  /**
   * Whether the route registry loses its module ids (./registryLoader.cjs), so the dev server compiles no page before
   * it is opened. A rewrite of a file Docusaurus generates, so FIRST_LOAD_TRIM=false (contract/firstLoadTrim.ts) turns
   * it off with the other such rewrites; the dev server then compiles every page at start.
   */
  dropRegistryModuleIds: boolean;
}

export default function devServerPlugin(context: LoadContext, options: DevServerOptions): Plugin {
  return {
    name: 'dev-server',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer || config.mode !== 'development' || currentBundler.name !== 'rspack') return {};
      const devServer = {
        // The browser asks the dev server to compile a page's code through this middleware.
        setupMiddlewares(middlewares: Middleware[], server: { compiler: Compiler }): Middleware[] {
          middlewares.unshift(lazyCompilationMiddleware(server.compiler));
          // Docusaurus has a setupMiddlewares of its own; webpack-merge calls both with this same list and joins
          // what they return, so returning the list again would register every middleware twice.
          return [];
        },
      };
      // Without the registry's module ids, which would make Rspack compile every page up front (./registryLoader.cjs).
      const registry = {
        test: path.join(context.generatedFilesDir, 'registry.js'),
        enforce: 'pre' as const,
        use: [{ loader: path.join(__dirname, 'registryLoader.cjs') }],
      };
      // Docusaurus types this as Webpack's configuration, which has neither option under these names.
      return {
        lazyCompilation: { imports: true, entries: false },
        devServer,
        module: { rules: options.dropRegistryModuleIds ? [registry] : [] },
      } as BundlerConfiguration;
    },
  };
}
