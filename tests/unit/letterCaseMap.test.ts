import { describe, expect, it } from 'vitest';
import { caseInsensitivePages } from '@site/contract/pageAddresses';
import { nginxLetterCaseMap } from '@site/scripts/letterCaseMap';
import { parseMovedAddresses } from '@site/contract/movedAddresses';

const mapOf = (files: string[]) => nginxLetterCaseMap(caseInsensitivePages(files));

/** The map's lines as [regex, Location], read as nginx reads them (a `~*` key is a case-insensitive regex). */
function entries(map: string): [RegExp, string][] {
  return map
    .split('\n')
    .filter((line) => line.startsWith('"'))
    .map((line) => {
      const [, flags, pattern, location] = /^"~(\*?)(.*)" "(.*)";$/.exec(line) ?? [];
      // PCRE's \z, the very end of the address, is what a JavaScript $ means; `~*` ignores case, `~` does not.
      return [new RegExp((pattern ?? '(?!)').replace(/\\z$/, '$'), flags ? 'i' : ''), location ?? ''];
    });
}

/** The Location nginx would answer for a decoded request path (its `$uri`), if any. */
const locationFor = (map: string, uri: string) => entries(map).find(([pattern]) => pattern.test(uri))?.[1];

describe('the letter-case map for nginx', () => {
  const map = mapOf([
    'index.html',
    '404.html',
    'gSharp/Overview/index.html',
    'Tideline/Support/Logging In/index.html',
    'a.b (c)/index.html',
  ]);

  it('sends a variant of a page to its own address, percent-encoded', () => {
    expect(locationFor(map, '/gsharp/overview')).toBe('/gSharp/Overview');
    expect(locationFor(map, '/GSHARP/OVERVIEW/')).toBe('/gSharp/Overview');
    expect(locationFor(map, '/tideline/support/logging in')).toBe('/Tideline/Support/Logging%20In');
  });

  it('sends a variant of a page’s Markdown copy to the copy’s own address', () => {
    const withCopies = mapOf(['gSharp/Overview/index.html', 'gSharp/Overview.md', 'index.md']);
    expect(locationFor(withCopies, '/GSHARP/OVERVIEW.MD')).toBe('/gSharp/Overview.md');
    expect(locationFor(withCopies, '/INDEX.MD')).toBe('/index.md');
    expect(locationFor(withCopies, '/gsharp/overview')).toBe('/gSharp/Overview');
  });

  it('matches the whole address, its dots and brackets as they are', () => {
    expect(locationFor(map, '/A.B (C)')).toBe('/a.b%20(c)');
    expect(locationFor(map, '/aXb (c)')).toBeUndefined();
    expect(locationFor(map, '/gsharp/overview/more')).toBeUndefined();
    expect(locationFor(map, '/x/gsharp/overview')).toBeUndefined();
  });

  it('leaves out the home page, the not-found page and two pages that differ only by case', () => {
    const ambiguous = mapOf([
      'index.html',
      '404.html',
      'gSharp/Overview/index.html',
      'gsharp/overview/index.html',
      'intro/index.html',
    ]);
    expect(entries(ambiguous).map(([, location]) => location)).toEqual(['/intro']);
  });

  it('leaves out a page whose address nginx could not write as it is', () => {
    expect(entries(mapOf(['a$b/index.html', 'a"b/index.html', 'a\\b/index.html']))).toEqual([]);
  });

  it('sends an old address of a page that moved to its new one, in that letter case only', () => {
    const moved = nginxLetterCaseMap(
      caseInsensitivePages(['index.html', 'api/PutValue/object-DateTime/index.html']),
      parseMovedAddresses('[{ "from": "/api/PutValue/2", "to": "/api/PutValue/object-DateTime" }]'),
    );
    expect(locationFor(moved, '/api/PutValue/2')).toBe('/api/PutValue/object-DateTime');
    expect(locationFor(moved, '/api/PutValue/2/')).toBe('/api/PutValue/object-DateTime');
    expect(locationFor(moved, '/api/PutValue/20')).toBeUndefined();
  });
});

describe('the moved-addresses file', () => {
  it('refuses anything but a list of old and new paths on this site', () => {
    expect(() => parseMovedAddresses('{}')).toThrow('is not a list of');
    expect(() => parseMovedAddresses('[{ "from": "/a", "to": "https://elsewhere.example/" }]')).toThrow(
      'is not a list of',
    );
  });
});
