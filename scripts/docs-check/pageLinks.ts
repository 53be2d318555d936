/**
 * Links between pages, checked the way the build resolves them but in the same seconds as the other writer's checks:
 * a link to another page, written as a file (`./Other.md`) or as a site address (`/gSharp/Overview`), must name a page
 * the site has, and its `#anchor` a heading (or an explicit id) of that page. A page of the public sections must not
 * link into the staff section, whose addresses and titles the public build never names. The API reference pages are
 * generated in memory from GSharp.xml, so links into them are checked without a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import type { Definition, Heading, Link, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { gsharpApiOptions } from '../../contract/gsharpApi';
import { loadCSharpParser } from '../../plugins/gsharp-api/csharp/parser';
import { referenceFromSettings } from '../../plugins/gsharp-api/referenceFromSettings';
import { resolveSettings } from '../../plugins/gsharp-api/options';
import { listFilesSync } from '../../plugins/shared/listFiles';
import { writtenPages } from './docPages';
import { frontMatterOf, parsePage } from './markdown';
import type { Problem } from './problem';

/** Where each section's pages are served; the same bases the three docs plugins are given. */
const sectionRoutes: Readonly<Record<string, string>> = {
  docs: '/',
  gsharp: '/gSharp',
  internal: '/Internal Documentation',
};
const staffSection = 'internal';

/** Addresses the site server or the static host answers that are not pages (endpoints, generated files). */
const notPages = [
  /^\/api\//,
  /^\/mcp$/,
  /^\/llms(-full)?\.txt$/,
  /^\/(healthz|readyz|sitemap\.xml|robots\.txt|search)$/,
];

export interface SitePage {
  /** Repository-relative file, or the generated file's path for an API page. */
  file: string;
  route: string;
  /** The page's anchors; computed when first asked for, since most pages are never linked with one. */
  anchors: () => ReadonlySet<string>;
  staff: boolean;
}

/** The address Docusaurus gives a doc: its section's base, then its path without extension (`index` names the folder), or its slug. */
export function routeOf(file: string, frontMatterSlug?: string): string {
  const [section, ...rest] = file.split('/');
  const base = sectionRoutes[section ?? ''];
  if (base === undefined) throw new Error(`${file} is in no section of the site`);
  const join = (...parts: string[]) => `/${[base, ...parts].join('/').split('/').filter(Boolean).join('/')}`;
  const dir = rest.slice(0, -1);
  if (frontMatterSlug !== undefined) {
    return frontMatterSlug.startsWith('/') ? join(frontMatterSlug) : join(...dir, frontMatterSlug);
  }
  const name = (rest.at(-1) ?? '').replace(/\.mdx?$/, '');
  return name === 'index' ? join(...dir) : join(...dir, name);
}

/** Every anchor a page has: the slug of each heading (a repeated heading gets `-1`, `-2`…), and the `id` of any JSX element. */
export function anchorsOf(tree: Root): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  visit(tree, 'heading', (node: Heading) => {
    anchors.add(slugger.slug(textOf(node)));
  });
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    for (const attribute of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
      if (
        attribute.type === 'mdxJsxAttribute' &&
        (attribute.name === 'id' || attribute.name === 'name') &&
        typeof attribute.value === 'string'
      ) {
        anchors.add(attribute.value);
      }
    }
  });
  return anchors;
}

function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** One link a page writes, with where it is. */
interface PageLink {
  url: string;
  line: number;
}

/** The links of a page: Markdown links and definitions, and literal `href`/`to` attributes of JSX elements. */
function linksOf(tree: Root): PageLink[] {
  const links: PageLink[] = [];
  visit(tree, ['link', 'definition'], (node) => {
    const link = node as Link | Definition;
    links.push({ url: link.url, line: link.position?.start.line ?? 1 });
  });
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    for (const attribute of element.attributes) {
      if (
        attribute.type === 'mdxJsxAttribute' &&
        (attribute.name === 'href' || attribute.name === 'to') &&
        typeof attribute.value === 'string'
      ) {
        links.push({ url: attribute.value, line: element.position?.start.line ?? 1 });
      }
    }
  });
  return links;
}

export interface SiteIndex {
  byRoute: ReadonlyMap<string, SitePage>;
  byFile: ReadonlyMap<string, SitePage>;
  /** Routes of the site's own pages (src/pages/) and files served as they are (static/). */
  otherRoutes: ReadonlySet<string>;
}

function normalisedRoute(route: string): string {
  const trimmed = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return trimmed === '' ? '/' : trimmed;
}

export function siteIndex(pages: readonly SitePage[], otherRoutes: Iterable<string> = []): SiteIndex {
  return {
    byRoute: new Map(pages.map((page) => [normalisedRoute(page.route), page])),
    byFile: new Map(pages.map((page) => [page.file, page])),
    otherRoutes: new Set(otherRoutes),
  };
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What is wrong with one link of `page`, or undefined when it leads somewhere real. */
function linkProblem(page: SitePage, url: string, site: SiteIndex): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const hashAt = url.indexOf('#');
  const target = (hashAt === -1 ? url : url.slice(0, hashAt)).split('?')[0] ?? '';
  const anchor = hashAt === -1 ? undefined : decoded(url.slice(hashAt + 1));

  let linked: SitePage | undefined;
  if (target === '') {
    linked = page;
  } else if (target.startsWith('/')) {
    const route = normalisedRoute(decoded(target).replace(/\.md$/, ''));
    if (notPages.some((pattern) => pattern.test(route)) || site.otherRoutes.has(route)) return undefined;
    linked = site.byRoute.get(route);
    if (linked === undefined) {
      const sameButCase = [...site.byRoute.keys()].find((known) => known.toLowerCase() === route.toLowerCase());
      return sameButCase === undefined
        ? `links to ${decoded(target)}, which is no page of the site`
        : `links to ${decoded(target)}, which differs from the page ${sameButCase} in letter case`;
    }
  } else {
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), decoded(target)));
    linked = site.byFile.get(file);
    if (linked === undefined)
      return `links to ${decoded(target)}, which is no page of the site (${file} does not exist)`;
  }

  if (!page.staff && linked.staff)
    return `a public page links to ${linked.route}, a staff page that the public build must not name`;
  if (anchor !== undefined && anchor !== '' && !linked.anchors().has(anchor)) {
    return `links to #${anchor} on ${linked.route}, which has no heading or id of that name`;
  }
  return undefined;
}

export function pageLinkProblems(page: SitePage, tree: Root, site: SiteIndex): Problem[] {
  return linksOf(tree).flatMap(({ url, line }) => {
    const message = linkProblem(page, url, site);
    return message === undefined ? [] : [{ file: page.file, line, message }];
  });
}

/** A written page as the link check sees it. */
export async function writtenPage(file: string, source: string): Promise<{ page: SitePage; tree: Root }> {
  const tree = parsePage(source);
  const slug = (await frontMatterOf(file, source)).slug;
  const page: SitePage = {
    file,
    route: routeOf(file, typeof slug === 'string' ? slug : undefined),
    anchors: lazily(() => anchorsOf(tree)),
    staff: file.startsWith(`${staffSection}/`),
  };
  return { page, tree };
}

/** The API reference pages, generated in memory from the same inputs and settings the build uses. */
async function apiPages(root: string): Promise<SitePage[]> {
  const settings = resolveSettings(root, gsharpApiOptions);
  const reference = referenceFromSettings(settings, await loadCSharpParser(root));
  return Promise.all(
    reference.files
      .filter((generated) => /\.mdx?$/.test(generated.path))
      .map(async (generated) => {
        const file = path.posix.join(gsharpApiOptions.outputDir, generated.path.split(path.sep).join('/'));
        const slug = (await frontMatterOf(file, generated.content)).slug;
        return {
          file,
          route: routeOf(file, typeof slug === 'string' ? slug : undefined),
          anchors: lazily(() => anchorsOf(parsePage(generated.content))),
          staff: false,
        };
      }),
  );
}

/** The site's own pages (src/pages/: `privacy.md` is /privacy) and the files of static/, which links may name too. */
function otherRoutes(root: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, toRoute: (relative: string) => string) => {
    const full = path.join(root, dir);
    if (!existsSync(full)) return;
    for (const entry of listFilesSync(full)) routes.push(toRoute(path.relative(full, entry).split(path.sep).join('/')));
  };
  walk('src/pages', (relative) =>
    normalisedRoute(`/${relative.replace(/(^|\/)index\.(tsx|md|mdx)$/, '').replace(/\.(tsx|md|mdx)$/, '')}`),
  );
  walk('static', (relative) => `/${relative}`);
  return routes;
}

/** The check as `npm run check:docs` runs it: every link of every written page. */
export async function checkPageLinks(root: string): Promise<Problem[]> {
  const written = await Promise.all(
    writtenPages(root).map((file) => writtenPage(file, readFileSync(path.join(root, file), 'utf8'))),
  );
  const site = siteIndex([...written.map(({ page }) => page), ...(await apiPages(root))], otherRoutes(root));
  return written.flatMap(({ page, tree }) => pageLinkProblems(page, tree, site));
}
