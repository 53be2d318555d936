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

/** Pages, their Markdown copies and the lists of them (llms.txt): the same address answers each audience differently. */
const perAudience = /(\.html|\.md|^llms(-full)?\.txt|^page-markdown\.json)$/;

export function cacheControlFor(file: string, audience: Audience): string {
  const scope = audience === 'staff' ? 'private' : 'public';
  if (perAudience.test(file)) return 'private, no-cache';
  if (isHashedAsset(file) || file.startsWith('pagefind/fragment/') || file.startsWith('pagefind/index/')) {
    return `${scope}, max-age=31536000, immutable`;
  }
  return `${scope}, max-age=3600`;
}
