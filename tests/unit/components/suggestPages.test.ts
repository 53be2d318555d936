import { describe, expect, it } from 'vitest';
import { searchWordsOf, suggestPages } from '@site/src/components/NotFoundHelp/suggestPages';

const pages = [
  '/intro',
  '/Tideline/Applications/Non-Revenue Water/Overview',
  '/Tideline/Applications/RDII/Overview',
  '/Tideline/Applications/RDII/Configuration',
  '/gSharp/Overview',
  '/gSharp/Development/Namespaces/Tideline.GSharp.PI/PIACEPoint',
  '/Tideline/Support/Logging In',
];

describe('pages suggested for an address no page has', () => {
  it('suggests the pages a mistyped name meant', () => {
    expect(suggestPages('/Overvew', pages).map((page) => page.path)).toEqual([
      '/gSharp/Overview',
      '/Tideline/Applications/RDII/Overview',
      '/Tideline/Applications/Non-Revenue Water/Overview',
    ]);
  });

  it('puts first the page that shares the rest of the address', () => {
    expect(suggestPages('/Tideline/Applications/RDII/Overvew', pages)[0]).toEqual({
      path: '/Tideline/Applications/RDII/Overview',
      label: 'RDII › Overview',
    });
  });

  it('reads percent-encoded addresses and ignores letter case', () => {
    expect(suggestPages('/tideline/support/logging%20inn', pages)[0]?.path).toBe('/Tideline/Support/Logging In');
    expect(suggestPages('/piacepiont', pages)[0]?.path).toBe(
      '/gSharp/Development/Namespaces/Tideline.GSharp.PI/PIACEPoint',
    );
  });

  it('suggests nothing for an address like no page', () => {
    expect(suggestPages('/wp-admin/setup-config.php', pages)).toEqual([]);
    expect(suggestPages('/', pages)).toEqual([]);
  });

  it('starts a search from the last part of the address', () => {
    expect(searchWordsOf('/Tideline/minimum%20night%20flow')).toBe('minimum night flow');
    expect(searchWordsOf('/')).toBe('');
  });
});
