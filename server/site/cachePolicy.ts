/**
 * Cache-Control per response. Hashed assets never change. The public build's pages are the same for every reader, so
 * any cache may keep them, asking again (with the validators the server sends) before each use. Anything from the staff
 * section's build, and anything only a signed-in reader gets (every page under FORCE_LOGIN), must never sit in a shared
 * cache, and its pages not even in the browser's. llms.txt differs by audience, so no shared cache keeps it.
 */
import type { Audience } from './access.js';

const hashedAsset = /^assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Bundler output named by its content hash: the same name always means the same bytes. */
function isHashedAsset(pathOrFile: string): boolean {
  return hashedAsset.test(pathOrFile.replace(/^\//, ''));
}

/** Pages and their Markdown copies. */
const page = /\.(html|md)$/;

/** The lists of pages an assistant reads: the same address lists more for staff. */
const audienceList = /^llms(-full)?\.txt$/;

/**
 * @param file the file's path inside its build
 * @param sessionRequired the file was served only because the request had a session (FORCE_LOGIN); the staff section's
 *   build always counts as such.
 */
export function cacheControlFor(file: string, audience: Audience, sessionRequired = false): string {
  const personal = audience === 'staff' || sessionRequired;
  if (audienceList.test(file)) return personal ? 'private, no-store' : 'private, no-cache';
  if (page.test(file)) return personal ? 'private, no-store' : 'public, no-cache';
  if (isHashedAsset(file) || file.startsWith('pagefind/fragment/') || file.startsWith('pagefind/index/')) {
    return `${personal ? 'private' : 'public'}, max-age=31536000, immutable`;
  }
  // Revalidated on every use, so the server's gate answers again once the session has ended.
  return personal ? 'private, no-cache' : 'public, max-age=3600';
}
