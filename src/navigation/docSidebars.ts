/**
 * Which docs sidebar a page belongs to, from a docs plugin's global data: the answer the theme's navbar item finds with
 * `useActiveDocContext`, which matches the address against the pattern of every doc of the section, in turn, each time
 * it asks. Here each version's docs are put in a map once, by address, and a page is one lookup.
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
