import type { KnipConfig } from 'knip';
import type { Config } from '@docusaurus/types';
import createConfig from './docusaurus.config';

/**
 * `npm run lint:deps`: every import declared, every declared package used, every file and export reached.
 * A pattern ending in `!` is production code: `knip --strict` checks that what it imports at run time is in
 * "dependencies", so `npm install --omit=dev` is enough to build and serve the site.
 */

/**
 * docusaurus.config.ts exports a function, which knip's Docusaurus plugin does not call, so the plugins, sidebars
 * and client modules it names are read here from the configuration.
 */
async function siteEntries(): Promise<string[]> {
  return localModules(await createConfig()).map((path) => `${path.replace(/^\.\//, '')}!`);
}

function localModules(site: Config): string[] {
  const named = [...(site.plugins ?? []), ...(site.presets ?? [])].flatMap((item) => {
    const [name, options] = Array.isArray(item) ? item : [item, undefined];
    return [typeof name === 'string' ? name : undefined, ...sidebarPaths(options)];
  });
  const clientModules = site.clientModules ?? [];
  return [...named, ...clientModules].filter(
    (path): path is string => typeof path === 'string' && path.startsWith('./'),
  );
}

/** The sidebar files of a docs plugin's options, or of the classic preset's `docs` options. */
function sidebarPaths(options: unknown): unknown[] {
  if (typeof options !== 'object' || options === null) return [];
  const { sidebarPath, docs } = options as { sidebarPath?: unknown; docs?: { sidebarPath?: unknown } };
  return [sidebarPath, docs?.sidebarPath];
}

/** `knip --strict` (production code against "dependencies" alone) rather than the whole repository. */
const strict = process.argv.includes('--strict');

/**
 * What production code is, in the strict run only: the whole-repository run finds the same files through
 * package.json's scripts and the Docusaurus plugin, and calls these patterns redundant.
 */
const productionEntries = ['docusaurus.config.ts!', 'scripts/build.ts!'];

/**
 * Run-time uses that only a type import or a test shows knip, so the strict run cannot see them: scripts/build.ts
 * runs the CLI of @docusaurus/core (require.resolve), the site configuration names the classic preset and the
 * faster bundler, the search index and the diagrams load pagefind and beautiful-mermaid by package path, and tslib
 * is where the first-load plugin's bundler alias points.
 */
const productionOnlyUses = [
  '@docusaurus/core',
  '@docusaurus/faster',
  '@docusaurus/preset-classic',
  'beautiful-mermaid',
  'pagefind',
  'tslib',
];

/**
 * Files that other branches of issue 29 rewrite while this check was added (the browser and server sides of
 * sign-in, search, the leak guard, the tests): exports used only inside them are left to those branches. Delete an
 * entry when its branch has landed and `npm run lint:deps` still passes without it.
 */
const rewrittenElsewhere = [
  'src/auth/{authClient,codeSignIn,countries,factorRunners,factors,formState,linkLanding,linkSignIn,loginFlow,me,passkeys,signInOptions,singleSignOnPopup}.ts',
  'server/auth/{database,handleRateLimit,mailer,popupCallback,routes,secret,smsSignIn,textDelivery}.ts',
  'src/search/{missingResults,pageGroups,pagefindHits,siteSearchClient,usePageSearch}.ts',
  'contract/search.ts',
  'server/mcp/siteSearch.ts',
  'scripts/leakMarkers.ts',
  'tests/server/support/signIn.ts',
  'tests/unit/gsharp-api/helpers.ts',
];

/**
 * The tools with packages of their own (scripts/toolPackages.ts installs them): their imports are checked against
 * their own package.json, and may also use the site's packages, which their files resolve from the folder above.
 */
const toolWorkspaces = {
  bench: {
    // bench/run.ts runs every .ts file beside it.
    entry: ['*.ts'],
    project: ['**/*.ts'],
    playwright: { config: ['audits/playwright.config.ts'] },
  },
  // The test:mutation script names run.ts, and Stryker's configuration the Vitest configuration, so knip finds both;
  // mutantStatusMatchesStryker.ts is imported by nothing, only type-checked.
  'tools/mutation': { entry: ['mutantStatusMatchesStryker.ts'], project: ['**/*.{ts,mjs}'] },
};

export default async function knipConfig(): Promise<KnipConfig> {
  const site = {
    entry: [
      ...(strict ? productionEntries : []),
      ...(await siteEntries()),
      // Docusaurus takes every component under src/theme/ as a swizzle of the theme component of that path.
      'src/theme/**/*.{ts,tsx}!',
      // Pages are MDX (Markdown with imports): the components they import are part of the site.
      '{docs,gsharp,internal}/**/*.mdx!',
      // The server `npm start` runs after building; tests start it with `node --import tsx server/main.ts`.
      'server/main.ts!',
      // Writers run it by hand: `node scripts/check-mdx.mjs <file>` (README, "Writing pages").
      'scripts/check-mdx.mjs',
      // Started as child processes by path (`node --import tsx <file>`) from the end-to-end tests, and from the tests
      // of a write while another program holds the SQLite file's lock.
      'tests/e2e/support/listRoutes.ts',
      'tests/e2e/support/oidc/directory.ts',
      'tests/server/support/holdWriteLock.ts',
      // Started as worker threads by path (plugins/page-markdown/conversionThread.ts, scripts/precompress.ts).
      'plugins/page-markdown/conversionWorker.ts!',
      'scripts/compressionWorker.ts!',
      // The API pages the gsharp-api plugin writes import it; they are generated, so no source file does.
      'src/components/ApiDeclaration/index.tsx!',
      // plugins/code-highlight adds its import to every page with a code block.
      'src/codeBlock/withCodeBlocks.ts!',
      // plugins/staff-section names them by path: its loaders, and the browser module it puts in place of Docusaurus's
      // preload and the route that stands in for the section.
      'plugins/staff-section/{loader,replaceModule}.cjs!',
      'plugins/staff-section/client/{preload.ts,StaffSectionRoute.tsx}!',
      // plugins/site-link makes it the module `@docusaurus/Link` resolves to, for the theme's links too.
      'src/components/SiteLink/index.tsx!',
      // Pages are .md files (MDX that knip does not read) that import them.
      'src/components/{Fact,StaffFact}/index.tsx!',
    ],
    project: [
      '{contract,plugins,server,src}/**/*.{ts,tsx,cjs,mjs}!',
      '{docs,gsharp,internal}/**/*.mdx!',
      'scripts/**/*.{ts,mjs}!',
      '*.ts!',
      'tests/**/*.{ts,tsx,mjs,cjs}',
    ],
    playwright: { config: ['playwright.config.ts'] },
    ignoreDependencies: [
      // The C# grammar is a .wasm file, found with require.resolve through a require made for the site's folder.
      'tree-sitter-c-sharp',
      // Named in the configuration of the stock Docusaurus site the bench writes (bench/lib/stockSite.ts).
      '@docusaurus/theme-mermaid',
      ...(strict ? productionOnlyUses : []),
    ],
  };
  return {
    workspaces: { '.': site, ...toolWorkspaces },
    ignoreIssues: Object.fromEntries(rewrittenElsewhere.map((files) => [files, ['exports', 'types']])),
    // Debian's programs, not npm packages: the tests install them (apt-get), mount a full disk, run PostgreSQL and run
    // the pages' ogr2ogr commands.
    ignoreBinaries: ['apt-get', 'mount', 'umount', 'runuser', 'ogr2ogr'],
  };
}
