/**
 * Pages that moved to a new address, kept in the public build as `moved-addresses.json` so the readers' bookmarks
 * and search engines' links to the old address still arrive: the site server answers each old address with a 301
 * (server/site/buildPages.ts) and the static host's nginx map carries the same lines (scripts/letterCaseMap.ts).
 * The gSharp API reference writes the file (plugins/gsharp-api/movedAddresses.ts).
 */

/** The file's name at the top of the public build. */
export const movedAddressesFile = 'moved-addresses.json';

/** One old address (a page route, decoded, as a reader's path names it) and the page it moved to. */
export interface MovedAddress {
  from: string;
  to: string;
}

function isMovedAddress(entry: unknown): entry is MovedAddress {
  if (typeof entry !== 'object' || entry === null) return false;
  const { from, to } = entry as Record<string, unknown>;
  return typeof from === 'string' && typeof to === 'string' && from.startsWith('/') && to.startsWith('/');
}

/**
 * The old address -> new address table of the file's text. A file that is not such a list gives no moves (and says so
 * in the error it throws), so a damaged file can never send a reader off the site.
 */
export function parseMovedAddresses(text: string): Map<string, string> {
  const entries: unknown = JSON.parse(text);
  if (!Array.isArray(entries) || !entries.every(isMovedAddress)) {
    throw new Error(`${movedAddressesFile} is not a list of { "from": "/old", "to": "/new" } entries.`);
  }
  return new Map(entries.map((entry) => [entry.from, entry.to]));
}
