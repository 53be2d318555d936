/**
 * "Did you mean" for an address no page has: the site's pages whose address is closest to it, judged by the
 * last part of the address the reader typed (where typos and guesses are), then by how much of the rest they share.
 */
import leven from 'leven';
import { readablePath } from '@site/contract/urlPath';

export interface SuggestedPage {
  path: string;
  /** The page's last two address parts, as a reader names the page: "Non-Revenue Water › Overview". */
  label: string;
}

/** A part more than this share different from every part of a page's address suggests nothing. */
const maxDistanceShare = 0.4;

function partsOf(path: string): string[] {
  return readablePath(path)
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.replace(/\.html$/i, ''));
}

const normal = (part: string) => part.toLowerCase().replace(/[\s_-]+/g, ' ');

function distanceShare(a: string, b: string): number {
  const [x, y] = [normal(a), normal(b)];
  return leven(x, y) / Math.max(x.length, y.length, 1);
}

/** The words of the missing address a search could start from: its last part, "Overvew" for `/Tideline/Overvew`. */
export function searchWordsOf(missingPath: string): string {
  return partsOf(missingPath).at(-1) ?? '';
}

export function suggestPages(missingPath: string, pagePaths: readonly string[], limit = 5): SuggestedPage[] {
  const missing = partsOf(missingPath);
  const last = missing.at(-1);
  if (!last) return [];
  const parents = new Set(missing.slice(0, -1).map(normal));
  const scored = pagePaths.flatMap((path) => {
    const parts = partsOf(path);
    if (parts.length === 0) return [];
    // The typed part matches the page's own name best; a parent part (a folder page) counts a little less.
    const distance = Math.min(
      ...parts.map((part, index) => distanceShare(last, part) + (index === parts.length - 1 ? 0 : 0.1)),
    );
    if (distance > maxDistanceShare) return [];
    const shared = parts.slice(0, -1).filter((part) => parents.has(normal(part))).length;
    const score = distance - shared * 0.05;
    return [{ path, score, label: parts.slice(-2).join(' › ') }];
  });
  return scored
    .sort((a, b) => a.score - b.score || a.path.length - b.path.length || a.path.localeCompare(b.path))
    .slice(0, limit)
    .map(({ path, label }) => ({ path, label }));
}
