/**
 * Cache-Control per response. Hashed assets never change; HTML depends on the session; anything from
 * the staff build must never sit in a shared cache.
 */
import type { Audience } from './access.js';

const hashedAsset = /^assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Bundler output named by its content hash: the same name always means the same bytes. */
export function isHashedAsset(pathOrFile: string): boolean {
  return hashedAsset.test(pathOrFile.replace(/^\//, ''));
}

export function cacheControlFor(file: string, audience: Audience): string {
  const scope = audience === 'staff' ? 'private' : 'public';
  if (file.endsWith('.html')) return 'private, no-cache';
  if (isHashedAsset(file) || file.startsWith('pagefind/fragment/') || file.startsWith('pagefind/index/')) {
    return `${scope}, max-age=31536000, immutable`;
  }
  return `${scope}, max-age=3600`;
}
