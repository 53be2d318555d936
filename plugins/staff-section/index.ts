/**
 * The staff section in the one site everyone is served, kept out of everything a reader who is not staff can load.
 * Docusaurus builds every section into one site; in the browser bundle this plugin cuts the staff section's routes,
 * route chunk tables, registry entries and global data out of the files every page's main.js holds
 * (./splitGenerated.cjs) into one chunk of their own, and writes that chunk and every chunk of the section's pages under
 * the section's address (`/Internal Documentation/assets/js/`), which the server serves to staff alone. A page the
 * server sends as a staff page loads that chunk before it is shown (./client/preload.ts); no other page ever does.
 *
 * scripts/build.ts then moves the section's folder out of the site into `build/staff`, and the leak guard checks that
 * nothing of the section is left in `build/public`. The bundler stops the build first if a chunk that pages outside the
 * section load holds a module of the section (./staffChunks.ts). Browser bundle of a production build only: the server
 * rendering keeps every route, and the dev server serves every section to the writer.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { staffSection, staffSectionFolder, staffSectionPrefix } from '../../contract/audience';
import type { BundlerConfiguration } from '../shared/bundlerConfiguration';
import { StaffChunksPlugin } from './staffChunks';

/** The query that asks a generated file for its staff part (`@generated/routes.js?staff-section`). */
const staffQuery = '?staff-section';

const pluginName = 'staff-section';

export default function staffSectionPlugin(context: LoadContext): Plugin {
  const generated = context.generatedFilesDir;
  const client = path.join(__dirname, 'client');
  return {
    name: pluginName,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const staffChunks = new StaffChunksPlugin({
        staffFolders: [
          path.join(context.siteDir, staffSection.docsPath) + path.sep,
          path.join(generated, 'docusaurus-plugin-content-docs', staffSection.sidebarId) + path.sep,
        ],
        staffQuery,
        staffRoutesLoader: path.join(client, 'staffRoutes.ts'),
        // The section's address without the leading slash: its folder in the build.
        outputFolder: staffSectionFolder,
      });
      const splitOptions = {
        prefix: staffSectionPrefix,
        docsPluginId: staffSection.sidebarId,
        staffQuery,
        standIn: path.join(client, 'StaffSectionRoute.tsx'),
      };
      // Docusaurus types this as Webpack's configuration; the plugin that places the chunks is written for Rspack,
      // the bundler that runs it, whose compiler type Webpack's plugin type does not accept.
      return {
        plugins: [staffChunks],
        module: {
          rules: [
            // Before every other loader (plugins/first-load reads each part as it reads the whole file).
            ...['routes.js', 'routesChunkNames.json', 'registry.js', 'globalData.json'].map((file) => ({
              test: path.join(generated, file),
              enforce: 'pre',
              use: [{ loader: path.join(__dirname, 'loader.cjs'), options: splitOptions }],
            })),
            {
              test: require.resolve('@docusaurus/core/lib/client/preload.js'),
              use: [
                {
                  loader: path.join(__dirname, 'replaceModule.cjs'),
                  options: { with: path.join(client, 'preload.ts') },
                },
              ],
            },
          ],
        },
      } as unknown as BundlerConfiguration;
    },
  };
}
