/**
 * The pages of each build as the MCP endpoint offers them: the list the build wrote beside llms.txt
 * (config/pageMarkdown.ts) and each page's Markdown copy. Only routes on that list are ever read, so a
 * request cannot name a file of its own choosing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Audience } from '../../config/audience.js';
import { pageManifestPath, type PageManifestEntry } from '../../config/pageMarkdown.js';

export interface PageLibrary {
  list(audience: Audience): Promise<PageManifestEntry[]>;
  /** The page's Markdown, or undefined when the audience's build has no such page. */
  read(audience: Audience, page: string): Promise<{ entry: PageManifestEntry; markdown: string } | undefined>;
}

/**
 * Accepts what an assistant is likely to pass: a route, its `.md` copy, either URL-encoded, or a full URL
 * of this site; returns the route as the manifest writes it.
 */
export function routeOf(page: string): string {
  let route = page.trim();
  if (/^https?:\/\//i.test(route)) route = URL.parse(route)?.pathname ?? route;
  route = route.split(/[?#]/)[0] ?? '';
  try {
    route = decodeURIComponent(route);
  } catch {
    // Not URL-encoded after all: use it as written.
  }
  if (!route.startsWith('/')) route = `/${route}`;
  route = route.replace(/\.md$/, '').replace(/\/+$/, '');
  return route === '/index' || route === '' ? '/' : route;
}

const sameRoute = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export function pageLibrary(buildDirs: Record<Audience, string>): PageLibrary {
  const manifests = new Map<Audience, Promise<PageManifestEntry[]>>();

  const list = (audience: Audience) => {
    let manifest = manifests.get(audience);
    if (!manifest) {
      manifest = readFile(path.join(buildDirs[audience], pageManifestPath), 'utf8').then((text) => JSON.parse(text) as PageManifestEntry[]);
      manifest.catch(() => manifests.delete(audience));
      manifests.set(audience, manifest);
    }
    return manifest;
  };

  return {
    list,
    async read(audience, page) {
      const route = routeOf(page);
      const entry = (await list(audience)).find((candidate) => sameRoute(candidate.route, route));
      if (!entry) return undefined;
      const markdown = await readFile(path.join(buildDirs[audience], ...entry.markdown.split('/')), 'utf8');
      return { entry, markdown };
    },
  };
}
