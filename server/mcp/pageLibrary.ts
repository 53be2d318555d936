/**
 * The pages each audience may read as the MCP endpoint offers them: the lists the builds wrote
 * (contract/pageMarkdown.ts), the public build's for everyone and `build/staff`'s too for staff, and each page's
 * Markdown copy. Only routes on those lists are ever read, so a request cannot name a file of its own choosing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPathOf, buildsReadBy, type Audience } from '../../contract/audience.js';
import { pageManifestPath, type PageManifestEntry } from '../../contract/pageMarkdown.js';
import { foldLetterCase } from '../../contract/pageAddresses.js';
import { readablePath } from '../../contract/urlPath.js';

export interface PageLibrary {
  list(audience: Audience): Promise<PageManifestEntry[]>;
  /** The page's Markdown, or undefined when the audience's build has no such page. */
  read(audience: Audience, page: string): Promise<{ entry: PageManifestEntry; markdown: string } | undefined>;
}

/**
 * Accepts what an assistant is likely to pass: a route, its `.md` copy, either URL-encoded, or a full URL
 * of this site; returns the route as the manifest writes it. The path is read by the site's rule
 * (contract/urlPath.ts); one that is not valid URL encoding is read as written, and names no page.
 */
export function routeOf(page: string): string {
  let address = page.trim();
  if (/^https?:\/\//i.test(address)) address = URL.parse(address)?.pathname ?? address;
  const route = readablePath(address.split(/[?#]/)[0] ?? '')
    .replace(/\.md$/i, '')
    .replace(/\/+$/, '');
  return route === '/index' || route === '' ? '/' : route;
}

const withoutTrailingSlash = (route: string) => route.replace(/\/+$/, '');

/**
 * The page at `route`, else the one page whose route differs from it only by letter case, as the site server finds a
 * page for a reader who typed `/gsharp/overview`. Two pages that differ only by case: neither is guessed.
 */
export function entryAt(entries: readonly PageManifestEntry[], route: string): PageManifestEntry | undefined {
  const exact = entries.find((candidate) => withoutTrailingSlash(candidate.route) === withoutTrailingSlash(route));
  if (exact) return exact;
  const folded = foldLetterCase(withoutTrailingSlash(route));
  const [only, ...others] = entries.filter(
    (candidate) => foldLetterCase(withoutTrailingSlash(candidate.route)) === folded,
  );
  return others.length === 0 ? only : undefined;
}

/** The file a site path names in the build that serves it. */
function fileOf(buildDirs: Record<Audience, string>, sitePath: string): string {
  const { audience, pathInBuild } = buildPathOf(sitePath);
  return path.join(buildDirs[audience], ...pathInBuild.split('/'));
}

export function pageLibrary(buildDirs: Record<Audience, string>): PageLibrary {
  const manifests = new Map<Audience, Promise<PageManifestEntry[]>>();

  /** The pages one build lists. */
  const listOf = (build: Audience) => {
    let manifest = manifests.get(build);
    if (!manifest) {
      manifest = readFile(path.join(buildDirs[build], pageManifestPath), 'utf8').then(
        (text) => JSON.parse(text) as PageManifestEntry[],
      );
      manifest.catch(() => manifests.delete(build));
      manifests.set(build, manifest);
    }
    return manifest;
  };

  const list = async (audience: Audience) => (await Promise.all(buildsReadBy[audience].map(listOf))).flat();

  return {
    list,
    async read(audience, page) {
      const route = routeOf(page);
      const entry = entryAt(await list(audience), route);
      if (!entry) return undefined;
      const markdown = await readFile(fileOf(buildDirs, entry.markdown), 'utf8');
      return { entry, markdown };
    },
  };
}
