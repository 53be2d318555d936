/**
 * The pages of one build directory (and their Markdown copies), read once and kept: the site server asks them only when
 * no file matches a request, to find the page a letter-case variant names (config/pageAddresses.ts).
 *
 * The server reads nothing else of a build after it starts, yet `npm run build` may replace a build under a running
 * server: Docusaurus deletes the folder and writes a new one. The list is therefore kept with the folder's identity
 * (inode and modification time, which change with every entry a build adds at the top, the last ones written after
 * every page) and read again when that identity changes.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  caseInsensitivePages,
  foldLetterCase,
  pageLocation,
  type CaseInsensitivePages,
} from '../../config/pageAddresses.js';
import { listFiles } from '../../plugins/shared/listFiles.js';

export interface BuildPages {
  /**
   * The Location of the one page, or page's Markdown copy, whose address differs from `decodedPath` only by letter case,
   * if there is one.
   */
  locationIgnoringCase(decodedPath: string): Promise<string | undefined>;
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
 * The path inside a build whose base URL is `baseUrl` (the staff overlay's is the section's address) that `decodedPath`
 * names, the base URL's letter case ignored too; undefined for a path outside the build.
 */
function pathInBuild(decodedPath: string, baseUrl: string): string | undefined {
  const folded = foldLetterCase(decodedPath);
  const base = foldLetterCase(baseUrl);
  if (folded.startsWith(base)) return `/${decodedPath.slice(baseUrl.length)}`;
  return folded === base.slice(0, -1) ? '/' : undefined;
}

/** @param baseUrl where the build is served: `/` for the public build, the staff section's address for the overlay */
export function buildPages(buildDir: string, baseUrl = '/'): BuildPages {
  let read: { identity: string; pages: Promise<CaseInsensitivePages> } | undefined;
  return {
    async locationIgnoringCase(decodedPath) {
      const inBuild = pathInBuild(decodedPath, baseUrl);
      if (inBuild === undefined) return undefined;
      const identity = await identityOf(buildDir);
      if (read?.identity !== identity) read = { identity, pages: readPages(buildDir) };
      const address = (await read.pages).addressFor(inBuild);
      return address === undefined ? undefined : pageLocation(`${baseUrl.slice(0, -1)}${address}`);
    },
  };
}
