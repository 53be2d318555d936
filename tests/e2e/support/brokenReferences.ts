/**
 * Every address a built page points at within the site (links, images, scripts, stylesheets, icons), with the
 * ones its own build cannot serve: no file for the path, as the site server maps paths to files
 * (server/site/resolveFile.ts), or no element with the `#fragment` id in the target page.
 * Docusaurus checks the links it renders itself while building; this also covers assets, head links and HTML
 * written into pages as strings (diagrams), and reads what was actually written to disk.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'cheerio';
import { listFiles } from '../../../scripts/findLeaks';
import { routeOfHtmlFile } from '../../../plugins/search-index/annotatePage';
import { decodeRequestPath, resolveBuildFile } from '../../../server/site/resolveFile';

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

function pageAddress(page: string): string {
  // Pages are served without a trailing slash (`a/b/index.html` at `/a/b`), which relative addresses depend on.
  return `${siteOrigin}${routeOfHtmlFile(page).split('/').map(encodeURIComponent).join('/')}`;
}

interface ReadPage {
  references: string[];
  ids: Set<string>;
}

async function readPage(file: string): Promise<ReadPage> {
  const $ = load(await readFile(file, 'utf8'));
  return {
    references: referencingAttributes.flatMap(([selector, attribute]) => $(selector).map((_, element) => $(element).attr(attribute) ?? '').get()),
    ids: new Set($('[id]').map((_, element) => $(element).attr('id') ?? '').get()),
  };
}

export async function findBrokenReferences(buildDir: string): Promise<BrokenReference[]> {
  const pages = new Map<string, ReadPage>();
  for (const file of await listFiles(buildDir)) {
    if (file.endsWith('.html')) pages.set(path.relative(buildDir, file).split(path.sep).join('/'), await readPage(file));
  }
  // Every page links the same scripts, stylesheets and navigation: look each path up once.
  const filesByPath = new Map<string, Promise<string | undefined>>();
  const fileFor = (pathname: string) => {
    const file = filesByPath.get(pathname) ?? resolveBuildFile(buildDir, decodeRequestPath(pathname));
    filesByPath.set(pathname, file);
    return file;
  };

  const broken: BrokenReference[] = [];
  for (const [page, { references }] of pages) {
    const base = pageAddress(page);
    for (const reference of references) {
      const target = new URL(reference, base);
      if (target.origin !== siteOrigin) continue;
      let file: string | undefined;
      let anchor: string;
      try {
        file = await fileFor(target.pathname);
        anchor = decodeURIComponent(target.hash.slice(1));
      } catch {
        broken.push({ page, reference, reason: 'not valid URL encoding' });
        continue;
      }
      if (!file) {
        broken.push({ page, reference, reason: 'no such page or file in this build' });
      } else if (anchor && pages.has(file) && !pages.get(file)?.ids.has(anchor)) {
        broken.push({ page, reference, reason: `${file} has no element with this id` });
      }
    }
  }
  return broken;
}
