/**
 * The files the sign-in page needs, listed at build time in `sign-in-assets.json` at the build's root: with
 * FORCE_LOGIN, the site server serves these (and the sign-in pages) without a session and answers 401 for every
 * other file, so the compiled text of the pages, their images and attachments stay behind sign-in.
 *
 * The list is the bundler's own chunk graph: the entry (runtime, main bundle, styles) and what it loads later except
 * other routes' chunks, the chunks of the sign-in routes' modules (Docusaurus's route table and registry name them)
 * with every chunk those load later (the login form's lazy parts), and the files their styles point to.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { staffSectionPrefix } from '../../contract/audience';
import { signInPaths } from '../../contract/signIn';
import { signInAssetsFile } from '../../contract/signInAssets';

/** The parts of Rspack's compilation this plugin reads (Docusaurus types the bundler as webpack). */
interface BundledModule {
  /** The module's name as the bundler reports it: `./src/x.tsx`, or `./src/x.tsx + 3 modules` when merged. */
  readableIdentifier(): string;
}

interface BundledChunkGroup {
  readonly chunks: readonly BundledChunk[];
  readonly childrenIterable: Iterable<BundledChunkGroup>;
}

interface BundledChunk {
  readonly id: string | number | null;
  readonly files: ReadonlySet<string>;
  readonly auxiliaryFiles: ReadonlySet<string>;
  readonly groupsIterable: Iterable<BundledChunkGroup>;
}

interface Compilation {
  readonly chunks: Iterable<BundledChunk>;
  readonly entrypoints: ReadonlyMap<string, BundledChunkGroup>;
  readonly chunkGraph: { getChunkModules(chunk: BundledChunk): BundledModule[] };
}

interface Compiler {
  outputPath: string;
  hooks: {
    done: { tapPromise(name: string, run: (stats: { compilation: Compilation }) => Promise<void>): void };
  };
}

/** A chunk as the closure below walks it: its files, the names of its modules, and the chunks it loads later. */
interface ChunkNode {
  files: string[];
  modules: string[];
  children: string[];
}

/**
 * The chunk graph, read from the compilation itself: the bundler's statistics report would hold the same, at the cost
 * of describing every module of the build, a sixth of a second before Docusaurus can go on to render the pages.
 */
function chunkGraphOf(compilation: Compilation): { chunks: Map<string, ChunkNode>; entryChunks: string[] } {
  const chunks = new Map<string, ChunkNode>();
  for (const chunk of compilation.chunks) {
    const laterChunks = [...chunk.groupsIterable].flatMap((group) =>
      [...group.childrenIterable].flatMap((child) => child.chunks.map((later) => String(later.id))),
    );
    chunks.set(String(chunk.id), {
      files: [...chunk.files, ...chunk.auxiliaryFiles],
      modules: compilation.chunkGraph.getChunkModules(chunk).map((module) => module.readableIdentifier()),
      children: [...new Set(laterChunks)],
    });
  }
  const entryChunks = [...compilation.entrypoints.values()].flatMap((entry) =>
    entry.chunks.map((chunk) => String(chunk.id)),
  );
  return { chunks, entryChunks };
}

/** A registry module path as the bundler names the module: `@site/src/x.tsx` as `./src/x`. */
function bundlerName(modulePath: string, generatedFromSite: string): string {
  return modulePath
    .replace(/^@site\//, './')
    .replace(/^@generated\//, generatedFromSite)
    .replace(/\.[cm]?[jt]sx?$/, '');
}

/**
 * The modules of every route (Docusaurus's registry: pages, their compiled text, their data), and of the sign-in
 * routes alone, as the bundler names them.
 */
async function routeModules(context: LoadContext): Promise<{ all: string[]; signIn: string[] }> {
  const generated = context.generatedFilesDir;
  const routeChunks = JSON.parse(await readFile(path.join(generated, 'routesChunkNames.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const registry = await readFile(path.join(generated, 'registry.js'), 'utf8');
  const generatedFromSite = `./${path.relative(context.siteDir, generated).split(path.sep).join('/')}/`;
  const modulePaths = new Map(
    [...registry.matchAll(/^\s*"([^"]+)": \[.*?, "([^"]+)", require/gm)].map(([, chunkName = '', modulePath = '']) => [
      chunkName,
      bundlerName(modulePath, generatedFromSite),
    ]),
  );
  const signIn = Object.entries(routeChunks)
    .filter(([route]) => route === signInPaths.page || route.startsWith(`${signInPaths.page}/`))
    .flatMap(([, names]) => JSON.stringify(names).match(/"[^"]+"/g) ?? [])
    .flatMap((quoted) => modulePaths.get(JSON.parse(quoted) as string) ?? []);
  if (signIn.length === 0)
    throw new Error(
      `plugins/sign-in-assets: no route under ${signInPaths.page} in ${generated}/routesChunkNames.json.`,
    );
  return { all: [...modulePaths.values()], signIn };
}

/**
 * Every file the sign-in page needs: the entry's chunks, the chunks it loads later that hold no route (the consent
 * banner, the login dialog), the sign-in routes' chunks, and everything those load. Other routes' chunks, which hold
 * the pages' compiled text, are left out.
 */
function closure(
  { chunks, entryChunks }: { chunks: ReadonlyMap<string, ChunkNode>; entryChunks: readonly string[] },
  modules: { all: readonly string[]; signIn: readonly string[] },
): string[] {
  const holds = (chunk: ChunkNode, wanted: readonly string[]) =>
    chunk.modules.some((name) => wanted.some((modulePath) => name.startsWith(modulePath)));
  const signInChunks = [...chunks.entries()].filter(([, chunk]) => holds(chunk, modules.signIn)).map(([id]) => id);
  const otherRoutes = new Set(
    [...chunks.entries()]
      .filter(([id, chunk]) => !signInChunks.includes(id) && holds(chunk, modules.all))
      .map(([id]) => id),
  );
  const pending = [...entryChunks, ...signInChunks];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id) || otherRoutes.has(id)) continue;
    seen.add(id);
    pending.push(...(chunks.get(id)?.children ?? []));
  }
  // The staff section's routes hang off the entry too (plugins/staff-section), but only a staff page loads them, and
  // the server serves nothing under the section's address without a staff session.
  const staffFolder = staffSectionPrefix.slice(1);
  return [...seen].flatMap((id) => chunks.get(id)?.files ?? []).filter((file) => !file.startsWith(staffFolder));
}

/** The site-relative files a stylesheet points to with `url(/…)`. */
async function stylesheetReferences(outDir: string, files: readonly string[]): Promise<string[]> {
  const sheets = files.filter((file) => file.endsWith('.css'));
  const references = await Promise.all(
    sheets.map(async (sheet) =>
      [...(await readFile(path.join(outDir, sheet), 'utf8')).matchAll(/url\(\s*["']?(\/[^"')?#]+)/g)].map(
        ([, file = '']) => file.slice(1),
      ),
    ),
  );
  return references.flat();
}

export default function signInAssetsPlugin(context: LoadContext): Plugin {
  return {
    name: 'sign-in-assets',
    configureWebpack(config, isServer) {
      // Only a build is served by the site server; the dev server serves the writer every file.
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tapPromise('sign-in-assets', async ({ compilation }) => {
            const files = closure(chunkGraphOf(compilation), await routeModules(context));
            const all = [...new Set([...files, ...(await stylesheetReferences(compiler.outputPath, files))])].sort();
            await writeFile(
              path.join(compiler.outputPath, signInAssetsFile),
              `${JSON.stringify(
                all.map((file) => `/${file}`),
                null,
                1,
              )}\n`,
            );
          });
        },
      };
      // The bundler calls `apply`; Docusaurus's types want webpack's own plugin class.
      return { plugins: [plugin as never] };
    },
  };
}
