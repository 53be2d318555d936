/**
 * The pages of a build by their addresses, found again whatever the letter case a reader typed. The site's addresses
 * have capitals and spaces (`/Tideline/Support/Logging In`, `/gSharp/Overview`); readers type them, paste them from
 * mail and follow old links whose case differs. Both hosts answer such a variant with a 301 to the page's own address:
 * the site server (server/site/buildPages.ts) and nginx, from the list the build writes (scripts/letterCaseMap.ts).
 */
import { isSameSitePath } from './returnTarget.js';

/**
 * Docusaurus's not-found page, in both builds: it says "not found" at every address, so it is no page to send anyone
 * to, and the site server answers every miss with it.
 */
export const notFoundFile = '404.html';

/**
 * The address of the page a build file holds (`a/b/index.html` -> `/a/b`, `index.html` -> `/`, `a/b.html` -> `/a/b`),
 * or undefined for a file that is no page. `buildFile` is relative to the build, with `/` between folders.
 */
export function pageRouteOf(buildFile: string): string | undefined {
  if (buildFile === notFoundFile) return undefined;
  const index = /^(?:(.*)\/)?index\.html$/s.exec(buildFile);
  if (index) return `/${index[1] ?? ''}`;
  const named = /^(.+)\.html$/s.exec(buildFile);
  return named ? `/${named[1]}` : undefined;
}

/**
 * The address a reader may type for a build file, found whatever its letter case: a page's (`pageRouteOf`), or the
 * address of a page's Markdown copy, which is the file's own (`gSharp/Overview.md` -> `/gSharp/Overview.md`), as
 * assistants and the "Copy page" button ask for it. Undefined for every other file.
 */
function readerAddressOf(buildFile: string): string | undefined {
  return pageRouteOf(buildFile) ?? (buildFile.endsWith('.md') ? `/${buildFile}` : undefined);
}

/**
 * The one spelling two addresses that differ only by letter case share. The staff gate (server/site/access.ts) and the
 * page lookup below both compare with it, so no variant that finds a staff page can pass the gate.
 */
export function foldLetterCase(decodedPath: string): string {
  return decodedPath.toLowerCase();
}

/**
 * What a browser percent-encodes in a path (the URL standard's path percent-encode set: controls, space, `"`, `#`,
 * `<`, `>`, `?`, backtick, braces, anything beyond ASCII), plus `%` and `\`, which are literal in a decoded path.
 */
const encodedInPath = /[^\x21-\x7e]|["#%<>?\\`{}]/gu;

/**
 * A decoded page path written as a browser sends it, so the router of the page it names recognises it; undefined when
 * a browser could read the result as another host (`//evil.example`, `/\evil.example`), so it never becomes a Location.
 */
export function pageLocation(decodedPath: string): string | undefined {
  const location = decodedPath.replace(encodedInPath, (character) => encodeURIComponent(character)) || '/';
  return isSameSitePath(location) ? location : undefined;
}

export interface CaseInsensitivePages {
  /**
   * The one reader address (a page's route or its Markdown copy's, `readerAddressOf`) that equals `decodedPath` but for
   * letter case (a trailing `/` ignored).
   */
  addressFor(decodedPath: string): string | undefined;
  /** Every reader address that no other shares a folded spelling with, by that folded spelling. */
  unambiguous(): Map<string, string>;
}

const withoutTrailingSlash = (decodedPath: string) => decodedPath.replace(/(?<=.)\/+$/, '');

/**
 * Indexes the pages and Markdown copies among `buildFiles` (relative to the build, `/` between folders) by their folded
 * addresses.
 */
export function caseInsensitivePages(buildFiles: Iterable<string>): CaseInsensitivePages {
  const addressesByFolded = new Map<string, Set<string>>();
  for (const file of buildFiles) {
    const address = readerAddressOf(file);
    if (address === undefined) continue;
    const folded = foldLetterCase(address);
    const addresses = addressesByFolded.get(folded) ?? new Set();
    addressesByFolded.set(folded, addresses.add(address));
  }
  // Two pages that differ only by letter case: a variant could mean either, so neither is guessed.
  const unambiguous = new Map<string, string>();
  for (const [folded, addresses] of addressesByFolded) {
    const [only, ...others] = addresses;
    if (only !== undefined && others.length === 0) unambiguous.set(folded, only);
  }
  return {
    addressFor: (decodedPath) => unambiguous.get(foldLetterCase(withoutTrailingSlash(decodedPath))),
    unambiguous: () => new Map(unambiguous),
  };
}
