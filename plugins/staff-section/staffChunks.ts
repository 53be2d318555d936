/**
 * The bundler's side of the staff section (./index.ts): which chunks are the section's, where their files are written,
 * and the runtime that asks for them there.
 */
import type { Chunk, ChunkGroup, Compilation, Compiler, Module, RspackPluginInstance } from '@rspack/core';

const pluginName = 'staff-section';

export interface StaffChunksOptions {
  /** The folders of the section's modules (its pages, their generated data), each with a separator after it. */
  staffFolders: readonly string[];
  /** The query that asks a generated file for its staff part (`@generated/routes.js?staff-section`). */
  staffQuery: string;
  /** The module that loads the section's routes (./client/staffRoutes.ts). */
  staffRoutesLoader: string;
  /** The folder of the section's files in the build, ending in a slash (`Internal Documentation/`). */
  outputFolder: string;
}

/**
 * Finds, once the chunks are made, every chunk of the staff section: each chunk holding a module of the section (its
 * pages, their generated data, the staff parts of the generated files), and each chunk only those chunks load (a
 * component a staff page loads lazily). Those chunks' files are moved under the section's address, and the runtime
 * asks for them there. Only the staff side may load a chunk holding a module of the section (the staff part of the
 * route registry, or the loader of the section's routes): one that pages outside the section load too (main.js, a chunk
 * the bundler splits off for modules many pages share) stops the build, since every reader would download the section
 * or a page would fail.
 *
 * The files are named as every other chunk's and moved once written, rather than named by a function of the chunk:
 * given a function, the bundler writes the whole file name of every chunk of the site into the runtime every page
 * loads (~5 KB gzip), where a template costs one hash per chunk.
 */
export class StaffChunksPlugin implements RspackPluginInstance {
  /** The bundler hands the same object for a chunk to every hook of a compilation. */
  private readonly staffChunks = new Set<Chunk>();

  constructor(private readonly options: StaffChunksOptions) {}

  private isStaffModule(module: Module): boolean {
    const resource = module.nameForCondition() ?? '';
    return (
      this.options.staffFolders.some((folder) => resource.startsWith(folder)) ||
      module.identifier().includes(this.options.staffQuery)
    );
  }

  /** Whether only the staff side loads the chunks of a group. */
  private loadedByStaffSideOnly(group: ChunkGroup): boolean {
    return group.origins.every(
      ({ module }) =>
        module !== undefined &&
        (this.isStaffModule(module) || module.nameForCondition() === this.options.staffRoutesLoader),
    );
  }

  /** Whether a group is loaded only from code in chunks of the section. */
  private loadedFromStaffChunksOnly(compilation: Compilation, group: ChunkGroup): boolean {
    return (
      group.origins.length > 0 &&
      group.origins.every(({ module }) => {
        if (module === undefined) return false;
        const holders = [...compilation.chunkGraph.getModuleChunksIterable(module)];
        return holders.length > 0 && holders.every((chunk) => this.staffChunks.has(chunk));
      })
    );
  }

  private recordStaffChunks(compilation: Compilation, chunks: Iterable<Chunk>): void {
    this.staffChunks.clear();
    const allChunks = [...chunks];
    for (const chunk of allChunks) {
      const staffModule = compilation.chunkGraph.getChunkModules(chunk).find((module) => this.isStaffModule(module));
      if (!staffModule) continue;
      if (chunk.canBeInitial() || ![...chunk.groupsIterable].every((group) => this.loadedByStaffSideOnly(group))) {
        throw new Error(
          `plugins/staff-section: ${staffModule.readableIdentifier()} is in the chunk ${chunk.name ?? chunk.id ?? '(unnamed)'}, which pages outside the staff section load too. Import it only from the section's pages.`,
        );
      }
      this.staffChunks.add(chunk);
    }
    // A chunk loaded only from the section's chunks is the section's too, even if none of its modules is: left beside
    // the site's chunks, its file would name and hold part of a staff page for every reader.
    let grew = true;
    while (grew) {
      grew = false;
      for (const chunk of allChunks) {
        if (this.staffChunks.has(chunk) || chunk.canBeInitial()) continue;
        const groups = [...chunk.groupsIterable];
        if (groups.length > 0 && groups.every((group) => this.loadedFromStaffChunksOnly(compilation, group))) {
          this.staffChunks.add(chunk);
          grew = true;
        }
      }
    }
  }

  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals } = compiler.webpack;
    const { outputFolder } = this.options;
    const isStaffChunk = (chunk: Chunk) => this.staffChunks.has(chunk);
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
          `${file} = function (chunkId) { var name = siteChunkFile(chunkId); return staffChunks.has(chunkId) ? ${JSON.stringify(outputFolder)} + name : name; };`,
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
            if (!isStaffChunk(chunk)) continue;
            for (const file of chunk.files) compilation.renameAsset(file, `${outputFolder}${file}`);
          }
        },
      );
    });
  }
}
