import { describe, expect, it } from 'vitest';
import { recentSearches, withRecentSearch } from '@site/src/search/recentSearches';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('recent searches', () => {
  it('put the latest first, once whatever its letter case, and keep five', () => {
    const recent = ['pump', 'RDII', 'gnode', 'flow', 'leak'];
    expect(withRecentSearch(recent, ' rdii ')).toEqual(['rdii', 'pump', 'gnode', 'flow', 'leak']);
    expect(withRecentSearch(recent, 'battery')).toEqual(['battery', 'pump', 'RDII', 'gnode', 'flow']);
    expect(withRecentSearch(recent, '  ')).toEqual(recent);
  });

  it('are kept per key, so staff and other readers of one browser see their own', () => {
    const storage = memoryStorage();
    recentSearches(storage, 'recent-staff').remember('server patching');
    recentSearches(storage, 'recent').remember('pump');
    expect(recentSearches(storage, 'recent-staff').read()).toEqual(['server patching']);
    expect(recentSearches(storage, 'recent').read()).toEqual(['pump']);
  });

  it('read as none when the stored value is not a list of queries, or storage is refused', () => {
    const storage = memoryStorage();
    storage.setItem('recent', '{"not":"a list"}');
    expect(recentSearches(storage, 'recent').read()).toEqual([]);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(recentSearches(refusing, 'recent').read()).toEqual([]);
    expect(() => recentSearches(refusing, 'recent').remember('pump')).not.toThrow();
  });
});
