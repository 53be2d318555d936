/**
 * Cache-Control per response. Hashed assets never change; HTML depends on the session; anything from
 * the staff build, and anything only a signed-in reader gets (every page under FORCE_LOGIN), must never
 * sit in a shared cache, and its HTML not even in the browser's.
 */
import type { Audience } from './access.js';

const hashedAsset = /^assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Bundler output named by its content hash: the same name always means the same bytes. */
export function isHashedAsset(pathOrFile: string): boolean {
  return hashedAsset.test(pathOrFile.replace(/^\//, ''));
}

/**
 * @param sessionRequired the file was served only because the request had a session (staff build, or
 *   FORCE_LOGIN); the staff build always counts as such.
 */
export function cacheControlFor(file: string, audience: Audience, sessionRequired = false): string {
  const personal = audience === 'staff' || sessionRequired;
  if (file.endsWith('.html')) return personal ? 'private, no-store' : 'private, no-cache';
  if (isHashedAsset(file) || file.startsWith('pagefind/fragment/') || file.startsWith('pagefind/index/')) {
    return `${personal ? 'private' : 'public'}, max-age=31536000, immutable`;
  }
  // Revalidated on every use, so the server's gate answers again once the session has ended.
  return personal ? 'private, no-cache' : 'public, max-age=3600';
}
