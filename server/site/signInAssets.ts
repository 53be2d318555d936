/**
 * The files the public build's sign-in page loads, which FORCE_LOGIN serves without a session (./access.ts). The
 * build lists them (plugins/sign-in-assets); a build made before that list existed falls back to the files the
 * sign-in page's own HTML names, which shows the page but may leave parts of the form unable to load, so the server
 * says to rebuild.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { signInAssetsFile } from '../../contract/signInAssets.js';
import { decodeUrlPath } from '../../contract/urlPath.js';

/**
 * The site-relative files (`/assets/js/main.1234abcd.js`) an HTML page's `src` and `href` attributes name, read as the
 * server reads a request's path (contract/urlPath.ts) so the two compare. One that is not valid URL encoding is no path
 * a request can name (the server answers it 400), so it is left out.
 */
function filesNamedBy(html: string): string[] {
  // The build writes attributes without quotes where it can (`src=/img/logo.svg`).
  return [...html.matchAll(/\b(?:src|href)=["']?(\/(?:assets|img)\/[^"'\s>?#]+)/g)].flatMap(([, file = '']) => {
    const decoded = decodeUrlPath(file);
    return decoded.ok ? [decoded.path] : [];
  });
}

export async function loadSignInAssets(
  publicBuildDir: string,
  signInHtml: string,
  log: Pick<Logger, 'warn'>,
): Promise<ReadonlySet<string>> {
  const named = filesNamedBy(signInHtml);
  try {
    const listed: unknown = JSON.parse(await readFile(path.join(publicBuildDir, signInAssetsFile), 'utf8'));
    if (Array.isArray(listed) && listed.every((item): item is string => typeof item === 'string'))
      return new Set([...listed, ...named]);
    log.warn({ file: signInAssetsFile }, 'the list of sign-in files is not a list of paths; run npm run build');
  } catch (error) {
    log.warn(
      { err: error, file: signInAssetsFile },
      'the public build has no list of sign-in files; run npm run build',
    );
  }
  return new Set(named);
}
