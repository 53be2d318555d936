/**
 * Runs Pagefind over the HTML of one folder of the build and writes `<folder>/pagefind/`: the site's pages (the staff
 * section's folder left out) or the staff section's, so the site's index never carries a staff page. The word index is
 * then cut into smaller chunks than Pagefind's (./indexChunks.ts), so a query fetches less. When Pagefind would be
 * given exactly the pages of an earlier build, that build's bundle is reused (./indexCache.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { annotatePage, routeOfHtmlFile, type PageSections } from './annotatePage';
import { indexCacheKey, restoreBundle, storeBundle } from './indexCache';
import { splitWordIndex } from './indexChunks';
import { vocabularyFile, vocabularyOf } from './vocabulary';
import { codeFingerprint } from '../shared/codeFingerprint';
import { listFiles } from '../shared/listFiles';

export const bundleDirectory = 'pagefind';

/** Page chrome inside the article that is not part of what a page says. */
const excludeSelectors = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
];

/** What the browser loads; Pagefind's own UI bundles (~400 KB) are removed. */
const bundleFilesKept = [
  /^pagefind\.js$/,
  /^pagefind-worker\.js$/,
  /^pagefind-entry\.json$/,
  /\.pf_meta$/,
  /^wasm\./,
  /^vocabulary\.json$/,
];
const bundleFoldersKept = ['index', 'fragment', 'filter'];

const filesPerBatch = 32;

/**
 * Loads Pagefind's Node API. Pagefind is an ES module whose package exports only an
 * `import` entry; Docusaurus loads this plugin through jiti, which turns `import()` into
 * `require()`, and `require` cannot resolve an import-only package. So this finds the
 * entry file and hands it to Node's own require, which loads ES modules (Node >= 20.19).
 */
function findPagefindApi(): typeof import('pagefind') {
  const nativeRequire = createRequire(__filename);
  for (const modulesDir of nativeRequire.resolve.paths('pagefind') ?? []) {
    const packageDir = path.join(modulesDir, 'pagefind');
    if (!existsSync(path.join(packageDir, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      exports: { '.': { import: string } };
    };
    return nativeRequire(path.join(packageDir, manifest.exports['.'].import)) as typeof import('pagefind');
  }
  throw new Error('Pagefind is not installed: run `npm install`');
}

/** Pagefind's API, once an index is written with it: a build that reuses both bundles never loads it. */
let pagefindApi: typeof import('pagefind') | undefined;

function loadPagefindApi(): typeof import('pagefind') {
  pagefindApi ??= findPagefindApi();
  return pagefindApi;
}

export interface IndexReport {
  pages: number;
  outputPath: string;
  /** Whether the bundle was copied from the cache rather than indexed. */
  reused: boolean;
}

interface PageForIndex {
  url: string;
  html: string;
}

/** A page of the build as written, its HTML as bytes: a warm build only hashes them. */
interface PageOfBuild {
  url: string;
  html: Buffer;
}

/** The pages of one folder of the build, served under `baseUrl`, without the subfolders `leftOut`. */
export interface IndexedFolder {
  outDir: string;
  baseUrl: string;
  leftOut: readonly string[];
  /** Word positions each chunk of the word index aims for (./indexChunks.ts). */
  wordChunkPositions: number;
}

async function htmlFilesOf({ outDir, leftOut }: IndexedFolder): Promise<string[]> {
  const notPages = [bundleDirectory, 'assets', ...leftOut].map((folder) => `${folder}${path.sep}`);
  return (await listFiles(outDir, '**/*.html'))
    .map((file) => path.relative(outDir, file))
    .filter((file) => !notPages.some((folder) => file.startsWith(folder)));
}

function failIfErrors(step: string, errors: string[]): void {
  if (errors.length > 0) throw new Error(`Pagefind could not ${step}: ${errors.join('; ')}`);
}

/** A page of the build as written: its address on the site (the build's base URL in front) and its HTML. */
async function pageFilesOf(folder: IndexedFolder): Promise<PageOfBuild[]> {
  const { outDir, baseUrl } = folder;
  // Read in turn: hundreds of files, each a promise and a trip through libuv's thread pool, took the main thread
  // longer than reading them synchronously.
  return (await htmlFilesOf(folder)).map((file) => ({
    url: `${baseUrl}${routeOfHtmlFile(file).slice(1)}`,
    html: readFileSync(path.join(outDir, file)),
  }));
}

/**
 * The pages Pagefind is given: every searchable page, annotated, each under its address on the site, so hits from
 * either index name the page a reader opens.
 */
function annotatedPages(pages: readonly PageOfBuild[], sections: PageSections): PageForIndex[] {
  return pages.flatMap(({ url, html }) => {
    const page = annotatePage(html.toString('utf8'), sections, url);
    return page ? [{ url, html: page.html }] : [];
  });
}

async function pruneBundle(outputPath: string): Promise<void> {
  const entries = await readdir(outputPath, { withFileTypes: true });
  const unused = entries.filter((entry) =>
    entry.isDirectory()
      ? !bundleFoldersKept.includes(entry.name)
      : !bundleFilesKept.some((pattern) => pattern.test(entry.name)),
  );
  await Promise.all(unused.map((entry) => rm(path.join(outputPath, entry.name), { recursive: true })));
}

/** Writes one folder's index with Pagefind's service, which the caller stops once every index is written. */
async function writeIndex(
  pages: readonly PageForIndex[],
  outputPath: string,
  wordChunkPositions: number,
): Promise<void> {
  const { index, errors } = await loadPagefindApi().createIndex({ excludeSelectors });
  failIfErrors('start', errors);
  if (!index) throw new Error('Pagefind did not create an index');
  for (let start = 0; start < pages.length; start += filesPerBatch) {
    const batch = pages.slice(start, start + filesPerBatch);
    const added = await Promise.all(batch.map(({ url, html }) => index.addHTMLFile({ url, content: html })));
    for (const [offset, { errors: pageErrors }] of added.entries())
      failIfErrors(`index ${batch[offset]?.url}`, pageErrors);
  }
  await rm(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  failIfErrors(`write ${outputPath}`, written.errors);
  await splitWordIndex(outputPath, wordChunkPositions);
  await writeFile(path.join(outputPath, vocabularyFile), JSON.stringify(vocabularyOf(pages.map((page) => page.html))));
  await pruneBundle(outputPath);
}

/** What the bundles depend on besides the pages: this plugin's code and the installed versions (the cache key's start). */
export function indexCodeKey(siteDir: string): string {
  return codeFingerprint(siteDir, [__dirname]);
}

/**
 * Stops Pagefind's service, and with it every index it holds: once every index of the build is written. With no index
 * written there is none, and nothing to load.
 */
export async function closeIndexer(): Promise<void> {
  await pagefindApi?.close();
}

/**
 * Indexes one folder of the build, or copies in the bundle kept in `cacheDirectory` for the same pages. The key is
 * made of `codeKey` (indexCodeKey), the pages as written and the section labels, from which the annotation follows,
 * so a warm build annotates nothing.
 */
export async function buildSearchIndex(
  folder: IndexedFolder,
  sections: PageSections,
  cacheDirectory: string,
  codeKey: string,
): Promise<IndexReport> {
  const files = await pageFilesOf(folder);
  const key = indexCacheKey(codeKey);
  key.addSettings(JSON.stringify({ sections, wordChunkPositions: folder.wordChunkPositions }));
  for (const { url, html } of files) key.add(url, html);
  const bundleKey = key.digest();
  const outputPath = path.join(folder.outDir, bundleDirectory);
  if (await restoreBundle(cacheDirectory, bundleKey, outputPath))
    return { pages: files.length, outputPath, reused: true };
  const pages = annotatedPages(files, sections);
  await writeIndex(pages, outputPath, folder.wordChunkPositions);
  await storeBundle(cacheDirectory, bundleKey, outputPath);
  return { pages: pages.length, outputPath, reused: false };
}
