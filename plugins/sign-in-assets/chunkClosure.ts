/**
 * Which of the bundler's files the sign-in page needs, from the build's chunk graph: the entry's chunks, the chunks
 * they load later that hold no route (the consent banner, the login dialog), the sign-in routes' chunks, and
 * everything those load. Other routes' chunks, which hold the pages' compiled text, are left out, and so is every
 * file under the staff section's folder.
 */
import { staffSectionFolder } from '../../contract/audience';

/** The parts of Rspack's compilation read here (Docusaurus types the bundler as webpack's). */
interface BundledModule {
  /** The module's name as the bundler reports it: `./src/x.tsx`, or `./src/x.tsx + 3 modules` when merged. */
  readableIdentifier(): string;
}

interface BundledChunkGroup {
  readonly chunks: readonly BundledChunk[];
  readonly childrenIterable: Iterable<BundledChunkGroup>;
}

interface BundledChunk {
  readonly files: ReadonlySet<string>;
  readonly auxiliaryFiles: ReadonlySet<string>;
  readonly groupsIterable: Iterable<BundledChunkGroup>;
}

export interface Compilation {
  readonly chunks: Iterable<BundledChunk>;
  readonly entrypoints: ReadonlyMap<string, BundledChunkGroup>;
  readonly chunkGraph: { getChunkModules(chunk: BundledChunk): BundledModule[] };
}

/** A chunk as the walk below sees it: its files, the names of its modules, and the chunks it loads later. */
interface ChunkNode {
  files: string[];
  modules: string[];
  children: BundledChunk[];
}

interface ChunkGraph {
  /** Keyed by the chunk itself: a chunk's id may be missing. */
  chunks: ReadonlyMap<BundledChunk, ChunkNode>;
  entryChunks: readonly BundledChunk[];
}

/**
 * The chunk graph, read from the compilation itself. The bundler's statistics report holds the same, at the cost of
 * describing every module of the build, while Docusaurus waits to render the pages (0.15 s of a warm build,
 * bench/REPORT.md). A chunk's later chunks are those of the groups its own groups load, as that report lists them.
 */
export function chunkGraphOf(compilation: Compilation): ChunkGraph {
  const chunks = new Map<BundledChunk, ChunkNode>();
  for (const chunk of compilation.chunks) {
    const laterChunks = [...chunk.groupsIterable].flatMap((group) =>
      [...group.childrenIterable].flatMap((child) => child.chunks),
    );
    chunks.set(chunk, {
      files: [...chunk.files, ...chunk.auxiliaryFiles],
      modules: compilation.chunkGraph.getChunkModules(chunk).map((module) => module.readableIdentifier()),
      children: [...new Set(laterChunks)],
    });
  }
  const entryChunks = [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks);
  return { chunks, entryChunks };
}

/**
 * The files of the chunks the sign-in page loads. `modules.all` names every route's modules, `modules.signIn` the
 * sign-in routes', as the bundler names modules (a chunk holds one when a module's name starts with it).
 */
export function signInChunkFiles(
  { chunks, entryChunks }: ChunkGraph,
  modules: { all: readonly string[]; signIn: readonly string[] },
): string[] {
  const holds = (chunk: ChunkNode, wanted: readonly string[]) =>
    chunk.modules.some((name) => wanted.some((modulePath) => name.startsWith(modulePath)));
  const signInChunks = [...chunks].filter(([, node]) => holds(node, modules.signIn)).map(([chunk]) => chunk);
  const otherRoutes = new Set(
    [...chunks]
      .filter(([chunk, node]) => !signInChunks.includes(chunk) && holds(node, modules.all))
      .map(([chunk]) => chunk),
  );
  const pending = [...entryChunks, ...signInChunks];
  const seen = new Set<BundledChunk>();
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk) || otherRoutes.has(chunk)) continue;
    seen.add(chunk);
    pending.push(...(chunks.get(chunk)?.children ?? []));
  }
  // The staff section's routes hang off the entry too (plugins/staff-section), but only a staff page loads them, and
  // the server serves nothing under the section's address without a staff session.
  return [...seen]
    .flatMap((chunk) => chunks.get(chunk)?.files ?? [])
    .filter((file) => !file.startsWith(staffSectionFolder));
}
