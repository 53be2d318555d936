/**
 * Maps a request path to a file of a build, the way a static host would for Docusaurus output (deploy/nginx.conf):
 * `/a/b` -> `a/b/index.html`, then `a/b.html`, then the file `a/b` itself; `/a/b/` names a folder, so only
 * `a/b/index.html` (a file's address with a slash after it, `/a/b.html/`, finds nothing, as on nginx). Nothing outside
 * the build directory is ever returned. (`/a/b.html` and `/a/b/index.html` are redirected to `/a/b` before a file is
 * looked for: ./htmlAddress.ts.) The request path comes decoded by the site's one rule (contract/urlPath.ts).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

function candidatesFor(requestPath: string): string[] {
  const trimmed = requestPath.replace(/\/+$/, '');
  const folderIndex = `${trimmed}/index.html`;
  if (trimmed !== requestPath) return [folderIndex];
  return [folderIndex, `${trimmed}.html`, trimmed];
}

/** The path of the file inside `buildDir` (relative, no leading slash) that serves `requestPath`, if any. */
export async function resolveBuildFile(buildDir: string, requestPath: string): Promise<string | undefined> {
  const root = path.resolve(buildDir);
  for (const candidate of candidatesFor(requestPath)) {
    const absolute = path.resolve(root, `.${candidate}`);
    // Only what lies beneath the build folder: not above it (`..`), nor the folder itself (the empty path).
    if (!absolute.startsWith(`${root}${path.sep}`)) continue;
    const info = await stat(absolute).catch(() => undefined);
    if (info?.isFile()) return path.relative(root, absolute).split(path.sep).join('/');
  }
  return undefined;
}
