/**
 * Which docs sidebar a page belongs to, and where a sidebar's navbar link goes, from a docs plugin's global data: the
 * answers the theme's navbar item finds with `useActiveDocContext` and `useLayoutDocsSidebar`. The theme matches the
 * address against the pattern of every doc of the section, in turn, each time it asks; here each version's docs are
 * put in a map once, by address, and a page is one lookup.
 */
import type { GlobalPluginData, GlobalVersion } from '@docusaurus/plugin-content-docs/client';

/** An address as the router matches a doc's: letter case and a slash at the end make no difference. */
function comparable(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase();
}

const sidebarsByPage = new WeakMap<GlobalVersion, ReadonlyMap<string, string | undefined>>();

function sidebarsOf(version: GlobalVersion): ReadonlyMap<string, string | undefined> {
  let pages = sidebarsByPage.get(version);
  if (!pages) {
    pages = new Map(version.docs.map((doc) => [comparable(doc.path), doc.sidebar]));
    sidebarsByPage.set(version, pages);
  }
  return pages;
}

function isUnder(pathname: string, versionPath: string): boolean {
  const base = comparable(versionPath);
  const page = comparable(pathname);
  return base === '' || page === base || page.startsWith(`${base}/`);
}

/** The version whose pages the address is among: the one with the longest path that contains it, as the theme picks. */
function versionOf(docs: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  return docs.versions
    .filter((version) => isUnder(pathname, version.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The sidebar of the doc at `pathname`, or undefined on a page that is no doc of this plugin or is in no sidebar. */
export function sidebarOfPage(docs: GlobalPluginData, pathname: string): string | undefined {
  const version = versionOf(docs, pathname);
  return version ? sidebarsOf(version).get(comparable(pathname)) : undefined;
}

/**
 * Where the sidebar's navbar link goes and what it says: the first doc of the sidebar in the version of the page being
 * read, or else in the latest version. Throws, as the theme's item does, for a sidebar with nothing to link to.
 */
export function sidebarLink(
  docs: GlobalPluginData,
  sidebarId: string,
  pathname: string,
): { label: string; path: string } {
  const candidates = [versionOf(docs, pathname), docs.versions.find((version) => version.isLast)];
  const link = candidates.find((version) => version?.sidebars?.[sidebarId])?.sidebars?.[sidebarId]?.link;
  if (!link) throw new Error(`The navbar's docSidebar item: the sidebar "${sidebarId}" has nothing to link to.`);
  return link;
}
