import type { Plugin } from '@docusaurus/types';

/**
 * The bundler configuration a plugin's `configureWebpack` receives and returns. Docusaurus types it as Webpack's
 * configuration for both bundlers; taking it from the hook's own signature keeps Webpack's package out of the site's
 * dependencies, since the site builds with Rspack.
 */
export type BundlerConfiguration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
