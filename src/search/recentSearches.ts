/**
 * The searches a reader recently finished by opening a hit, newest first, kept in this browser only, so the empty
 * search modal can offer them again. Staff keep theirs apart from anyone else's on the same browser: a staff query may
 * name a staff page.
 */
const kept = 5;

/** The list after `query` was searched again: first, once (whatever its letter case), at most five. */
export function withRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...recent];
  const others = recent.filter((earlier) => earlier.toLowerCase() !== trimmed.toLowerCase());
  return [trimmed, ...others].slice(0, kept);
}

export interface RecentSearches {
  read(): string[];
  remember(query: string): void;
}

/** The recent searches kept under `key`; a browser that refuses storage keeps none and reports nothing. */
export function recentSearches(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, key: string): RecentSearches {
  const read = (): string[] => {
    try {
      const stored: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
      return Array.isArray(stored)
        ? stored.filter((item): item is string => typeof item === 'string').slice(0, kept)
        : [];
    } catch {
      return [];
    }
  };
  return {
    read,
    remember(query) {
      try {
        storage?.setItem(key, JSON.stringify(withRecentSearch(read(), query)));
      } catch {
        // Storage full or refused: the search worked, only the list is not kept.
      }
    },
  };
}
