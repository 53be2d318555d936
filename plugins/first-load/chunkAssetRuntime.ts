/**
 * Docusaurus's ChunkAssetPlugin gives the browser runtime `__webpack_require__.gca(chunkName)`, the address of a
 * chunk's file, with a table from each chunk's name to its id: ~570 entries, ~2 KB gzip of runtime~main.js on every
 * first visit. With `chunkIds: 'named'` (./index.ts) every named chunk's id is its name, so each entry maps a name to
 * itself. This plugin gives the runtime the same function with only the entries whose name and id differ (none
 * today). Its only caller is Docusaurus's prefetch (src/clientModules/prefetchOnIntent.ts turns that off).
 */
import type { Chunk, Compiler, RspackPluginInstance } from '@rspack/core';

const pluginName = 'first-load-chunk-asset';

/** Docusaurus's plugin, as its class is named in @docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js. */
export const docusaurusChunkAssetPlugin = 'ChunkAssetPlugin';

function namesWithOtherIds(chunk: Chunk): Record<string, string | number> {
  const idToName = chunk.getChunkMaps(false).name;
  return Object.fromEntries(
    Object.entries(idToName)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
}

export class ChunkAssetRuntimePlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals } = compiler.webpack;
    class ChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('ChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
        // As Docusaurus's module: generated once the chunks have their final ids.
        this.fullHash = true;
      }
      override generate(): string {
        const renamed = this.chunk ? namesWithOtherIds(this.chunk) : {};
        const chunkId =
          Object.keys(renamed).length > 0 ? `${JSON.stringify(renamed)}[chunkName] || chunkName` : 'chunkName';
        return `__webpack_require__.gca = function (chunkName) { return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(${chunkId}); };`;
      }
    }
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(pluginName, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}
