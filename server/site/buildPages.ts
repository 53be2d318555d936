/**
 * The pages of one build directory (and their Markdown copies), read once and kept: the site server asks them only when
 * no file matches a request, to find the page a letter-case variant names (contract/pageAddresses.ts), or the page an
 * old address moved to (contract/movedAddresses.ts).
 *
 * The server reads nothing else of a build after it starts, yet `npm run build` may replace a build under a running
 * server: Docusaurus deletes the folder and writes a new one. The list is therefore kept with the folder's identity
 * (inode and modification time, which change with every entry a build adds at the top, the last ones written after
 * every page) and read again when that identity changes.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  caseInsensitivePages,
  foldLetterCase,
  pageLocation,
  type CaseInsensitivePages,
} from '../../contract/pageAddresses.js';
import { listFiles } from '../../plugins/shared/listFiles.js';
import { movedAddressesFile, parseMovedAddresses } from '../../contract/movedAddresses.js';

export interface BuildPages {
  /**
   * The Location of the one page, or page's Markdown copy, whose address differs from `decodedPath` only by letter case,
   * if there is one.
   */
  locationIgnoringCase(decodedPath: string): Promise<string | undefined>;
  /** The Location of the page an old address moved to (contract/movedAddresses.ts), if `decodedPath` is one. */
  movedTo(decodedPath: string): Promise<string | undefined>;
}

async function identityOf(buildDir: string): Promise<string> {
  const info = await stat(buildDir).catch(() => undefined);
  return info ? `${info.ino}:${info.mtimeMs}` : 'missing';
}

async function readPages(buildDir: string): Promise<CaseInsensitivePages> {
  // A build that is missing, or being replaced while it is read, has no pages to offer until its identity changes.
  const files = await listFiles(buildDir).catch(() => []);
  return caseInsensitivePages(files.map((file) => path.relative(buildDir, file).split(path.sep).join('/')));
}

/**
 * The path inside a build served at `baseUrl` (`build/staff` is served at the section's address) that `decodedPath`
 * names, the base URL's letter case ignored too; undefined for a path outside the build.
 */
function pathInBuild(decodedPath: string, baseUrl: string): string | undefined {
  const folded = foldLetterCase(decodedPath);
  const base = foldLetterCase(baseUrl);
  if (folded.startsWith(base)) return `/${decodedPath.slice(baseUrl.length)}`;
  return folded === base.slice(0, -1) ? '/' : undefined;
}

/** The build's moved addresses; none when it has no such file, or a damaged one (reported once per build read). */
async function readMoved(buildDir: string, report: (problem: string) => void): Promise<Map<string, string>> {
  const text = await readFile(path.join(buildDir, movedAddressesFile), 'utf8').catch(() => undefined);
  if (text === undefined) return new Map();
  try {
    return parseMovedAddresses(text);
  } catch (error) {
    report(`Old addresses are not redirected: ${error instanceof Error ? error.message : String(error)}`);
    return new Map();
  }
}

/**
 * @param baseUrl where the build is served: `/` for the public build, the staff section's address for `build/staff`
 * @param report told of a damaged moved-addresses file, which then redirects nothing
 */
export function buildPages(buildDir: string, baseUrl = '/', report: (problem: string) => void = () => {}): BuildPages {
  let read: { identity: string; pages: Promise<CaseInsensitivePages>; moved: Promise<Map<string, string>> } | undefined;
  async function current(): Promise<NonNullable<typeof read>> {
    const identity = await identityOf(buildDir);
    if (read?.identity !== identity)
      read = { identity, pages: readPages(buildDir), moved: readMoved(buildDir, report) };
    return read;
  }
  return {
    async locationIgnoringCase(decodedPath) {
      const inBuild = pathInBuild(decodedPath, baseUrl);
      if (inBuild === undefined) return undefined;
      const address = (await (await current()).pages).addressFor(inBuild);
      return address === undefined ? undefined : pageLocation(`${baseUrl.slice(0, -1)}${address}`);
    },
    async movedTo(decodedPath) {
      const inBuild = pathInBuild(decodedPath, baseUrl);
      if (inBuild === undefined) return undefined;
      const moved = await (await current()).moved;
      // As a page's own address, an old one may end with a slash.
      const target = moved.get(inBuild) ?? moved.get(inBuild.replace(/\/$/, ''));
      return target === undefined ? undefined : pageLocation(`${baseUrl.slice(0, -1)}${target}`);
    },
  };
}
