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
import { signInPaths } from '../../contract/signIn';
import { signInAssetsFile } from '../../contract/signInAssets';
import { chunkGraphOf, signInChunkFiles, type Compilation } from './chunkClosure';

interface Compiler {
  outputPath: string;
  hooks: {
    done: { tapPromise(name: string, run: (stats: { compilation: Compilation }) => Promise<void>): void };
  };
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
            const files = signInChunkFiles(chunkGraphOf(compilation), await routeModules(context));
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
