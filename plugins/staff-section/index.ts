/**
 * The staff section in the one site everyone is served, kept out of everything a reader who is not staff can load.
 * Docusaurus builds every section into one site; in the browser bundle this plugin cuts the staff section's routes,
 * route chunk tables, registry entries and global data out of the files every page's main.js holds
 * (./splitGenerated.cjs) into one chunk of their own, and writes that chunk and every chunk of the section's pages under
 * the section's address (`/Internal Documentation/assets/js/`), which the server serves to staff alone. A page the
 * server sends as a staff page loads that chunk before it is shown (./client/preload.ts); no other page ever does.
 *
 * scripts/build.ts then moves the section's folder out of the site into `build/staff`, and the leak guard checks that
 * nothing of the section is left in `build/public`. The bundler stops the build first if a chunk every page loads holds
 * a module of the section. Browser bundle of a production build only: the server rendering keeps every route, and the
 * dev server serves every section to the writer.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module, RspackPluginInstance } from '@rspack/core';
import { staffSection, staffSectionPrefix } from '../../contract/audience';
import type { BundlerConfiguration } from '../shared/bundlerConfiguration';

/** The query that asks a generated file for its staff part (`@generated/routes.js?staff-section`). */
const staffQuery = '?staff-section';

const pluginName = 'staff-section';

/**
 * Finds, once the chunks are made, every chunk holding a module of the staff section: its pages, their generated data,
 * the staff parts of the generated files. Those chunks' files are moved under the section's address, and the runtime
 * asks for them there. Only the staff side may load such a chunk (the staff part of the route registry, or the loader
 * of the section's routes): a chunk that pages outside the section load too (main.js, a chunk the bundler splits off
 * for modules many pages share) stops the build, since every reader would download the section or a page would fail.
 *
 * The files are named as every other chunk's and moved once written, rather than named by a function of the chunk:
 * given a function, the bundler writes the whole file name of every chunk of the site into the runtime every page
 * loads (~5 KB gzip), where a template costs one hash per chunk.
 */
class StaffChunksPlugin implements RspackPluginInstance {
  private readonly names = new Set<string>();

  constructor(
    private readonly staffFolders: readonly string[],
    private readonly staffRoutesLoader: string,
  ) {}

  private isStaffModule(module: Module): boolean {
    const resource = module.nameForCondition() ?? '';
    return this.staffFolders.some((folder) => resource.startsWith(folder)) || module.identifier().includes(staffQuery);
  }

  /** Whether only the staff side loads the chunks of a group. */
  private loadedByStaffSideOnly(group: ChunkGroup): boolean {
    return group.origins.every(
      ({ module }) =>
        module !== undefined && (this.isStaffModule(module) || module.nameForCondition() === this.staffRoutesLoader),
    );
  }

  private recordStaffChunks(compilation: Compilation, chunks: Iterable<Chunk>): void {
    this.names.clear();
    for (const chunk of chunks) {
      const staffModule = compilation.chunkGraph.getChunkModules(chunk).find((module) => this.isStaffModule(module));
      if (!staffModule) continue;
      const sharedWithSite =
        chunk.canBeInitial() || ![...chunk.groupsIterable].every((group) => this.loadedByStaffSideOnly(group));
      if (sharedWithSite || chunk.name === undefined) {
        throw new Error(
          `plugins/staff-section: ${staffModule.readableIdentifier()} is in the chunk ${chunk.name ?? chunk.id ?? '(unnamed)'}, which ${sharedWithSite ? 'pages outside the staff section load too' : 'has no name to place it by'}. Import it only from the section's pages.`,
        );
      }
      this.names.add(chunk.name);
    }
  }

  private isStaffChunk(chunk: Chunk): boolean {
    return chunk.name !== undefined && this.names.has(chunk.name);
  }

  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals } = compiler.webpack;
    const isStaffChunk = (chunk: Chunk) => this.isStaffChunk(chunk);
    /** Puts the section's address in front of the file of each staff chunk the runtime loads. */
    class StaffChunkFileRuntimeModule extends RuntimeModule {
      constructor() {
        super('StaffChunkFileRuntimeModule', RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        const staffIds = (this.chunk?.getAllAsyncChunks() ?? []).filter(isStaffChunk).map((chunk) => chunk.id);
        const file = RuntimeGlobals.getChunkScriptFilename;
        return [
          `var staffChunks = new Set(${JSON.stringify(staffIds)}), siteChunkFile = ${file};`,
          `${file} = function (chunkId) { var name = siteChunkFile(chunkId); return staffChunks.has(chunkId) ? ${JSON.stringify(staffFolder)} + name : name; };`,
        ].join('\n');
      }
    }
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.optimizeTree.tap(pluginName, (chunks) => this.recordStaffChunks(compilation, chunks));
      compilation.hooks.additionalTreeRuntimeRequirements.tap(pluginName, (chunk, requirements) => {
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new StaffChunkFileRuntimeModule());
      });
      compilation.hooks.processAssets.tap(
        { name: pluginName, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.isStaffChunk(chunk)) continue;
            for (const file of chunk.files) compilation.renameAsset(file, `${staffFolder}${file}`);
          }
        },
      );
    });
  }
}

/** The folder of the staff section's files in the build: its address, without the leading slash. */
const staffFolder = staffSectionPrefix.slice(1);

export default function staffSectionPlugin(context: LoadContext): Plugin {
  const generated = context.generatedFilesDir;
  const client = path.join(__dirname, 'client');
  return {
    name: pluginName,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const staffChunks = new StaffChunksPlugin(
        [
          path.join(context.siteDir, staffSection.docsPath) + path.sep,
          path.join(generated, 'docusaurus-plugin-content-docs', staffSection.sidebarId) + path.sep,
        ],
        path.join(client, 'staffRoutes.ts'),
      );
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
