/**
 * Every address a built page points at within the site (links, images, scripts, stylesheets, icons), with the
 * ones the site cannot serve: no file for the path, as the site server maps paths to files
 * (server/site/resolveFile.ts), or no element with the `#fragment` id in the target page. A build is served at its base
 * URL (`build/staff`'s is the staff section's address), and its pages may point into the builds given beside it.
 * Docusaurus checks the links it renders itself while building; this also covers assets, head links and HTML
 * written into pages as strings (diagrams), and reads what was actually written to disk.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'cheerio';
import { listFiles } from '../../../plugins/shared/listFiles';
import { routeOfHtmlFile } from '../../../plugins/search-index/annotatePage';
import { resolveBuildFile } from '../../../server/site/resolveFile';
import { decodePercentEscapes, decodeUrlPath } from '../../../contract/urlPath';

export interface BrokenReference {
  /** The page's file, relative to the build. */
  page: string;
  reference: string;
  reason: string;
}

const referencingAttributes = [
  ['a[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['link[href]', 'href'],
] as const;

// Any origin works: only addresses that stay on it are the site's own.
const siteOrigin = 'http://site.invalid';

/** A build and the base URL it is served at. */
export interface SiteBuild {
  dir: string;
  baseUrl: string;
}

function pageAddress(page: string): string {
  // Pages are served without a trailing slash (`a/b/index.html` at `/a/b`), which relative addresses depend on.
  return `${siteOrigin}${routeOfHtmlFile(page).split('/').map(encodeURIComponent).join('/')}`;
}

/** A build's file by its place on the site: its base URL (without the leading `/`) and its path in the build. */
const siteFile = (build: SiteBuild, file: string) => `${build.baseUrl.slice(1)}${file}`;

async function pagesOf(build: SiteBuild, into: Map<string, ReadPage>): Promise<string[]> {
  const files = (await listFiles(build.dir)).filter((file) => file.endsWith('.html'));
  const keys: string[] = [];
  for (const file of files) {
    const key = siteFile(build, path.relative(build.dir, file).split(path.sep).join('/'));
    into.set(key, await readPage(file));
    keys.push(key);
  }
  return keys;
}

interface ReadPage {
  references: string[];
  ids: Set<string>;
}

async function readPage(file: string): Promise<ReadPage> {
  const $ = load(await readFile(file, 'utf8'));
  return {
    references: referencingAttributes.flatMap(([selector, attribute]) =>
      $(selector)
        .map((_, element) => $(element).attr(attribute) ?? '')
        .get(),
    ),
    ids: new Set(
      $('[id]')
        .map((_, element) => $(element).attr('id') ?? '')
        .get(),
    ),
  };
}

/**
 * The references of the pages of `scanned` that the site cannot serve, the site being `scanned` and `beside` it.
 * @param scanned a build folder served at `/`, or a build and its base URL
 */
export async function findBrokenReferences(
  scanned: string | SiteBuild,
  beside: readonly SiteBuild[] = [],
): Promise<BrokenReference[]> {
  const scannedBuild = typeof scanned === 'string' ? { dir: scanned, baseUrl: '/' } : scanned;
  // The build a path is served from: the one with the longest base URL the path starts with.
  const builds = [scannedBuild, ...beside].sort((a, b) => b.baseUrl.length - a.baseUrl.length);
  const pages = new Map<string, ReadPage>();
  const scannedPages = await pagesOf(scannedBuild, pages);
  for (const build of beside) await pagesOf(build, pages);
  // Every page links the same scripts, stylesheets and navigation: look each path up once.
  const filesByPath = new Map<string, Promise<string | undefined>>();
  const resolve = async (decoded: string) => {
    const build = builds.find(
      (candidate) => decoded.startsWith(candidate.baseUrl) || `${decoded}/` === candidate.baseUrl,
    );
    if (!build) return undefined;
    const file = await resolveBuildFile(build.dir, `/${decoded.slice(build.baseUrl.length)}`);
    return file === undefined ? undefined : siteFile(build, file);
  };
  const fileFor = (pathname: string) => {
    const file = filesByPath.get(pathname) ?? resolve(pathname);
    filesByPath.set(pathname, file);
    return file;
  };

  const broken: BrokenReference[] = [];
  for (const page of scannedPages) {
    const { references } = pages.get(page) ?? { references: [] };
    const base = pageAddress(page);
    for (const reference of references) {
      const target = new URL(reference, base);
      if (target.origin !== siteOrigin) continue;
      const decodedPath = decodeUrlPath(target.pathname);
      const decodedAnchor = decodePercentEscapes(target.hash.slice(1));
      if (!decodedPath.ok || decodedAnchor.malformed) {
        broken.push({ page, reference, reason: 'not valid URL encoding' });
        continue;
      }
      const file = await fileFor(decodedPath.path);
      const anchor = decodedAnchor.text;
      if (!file) {
        broken.push({ page, reference, reason: 'no such page or file in this build' });
      } else if (anchor && pages.has(file) && !pages.get(file)?.ids.has(anchor)) {
        broken.push({ page, reference, reason: `${file} has no element with this id` });
      }
    }
  }
  return broken;
}
