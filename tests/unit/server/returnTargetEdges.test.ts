/**
 * Edges of the return-target module that mutation testing found unguarded: an encoded host beside an escape that does
 * not decode, an absolute address that is not a URL at all, and stored paths that are not text.
 */
import { describe, expect, it } from 'vitest';
import { isSameSitePath, safeReturnPath } from '@site/contract/returnTarget';

describe('a return target whose escapes do not all decode', () => {
  it('is still refused when its decoded escapes start another host', () => {
    expect(safeReturnPath('/%2f%2fevil.example/%E0%A4%A')).toBe('/');
    expect(safeReturnPath('/%5cevil.example/100%')).toBe('/');
    // A tab decoded before a slash: a browser drops the tab and reads `//evil.example`.
    expect(safeReturnPath('/%09%2Fevil.example')).toBe('/');
    expect(safeReturnPath('/a/%0A%2F%2Fevil.example')).toBe('/');
    expect(safeReturnPath('/a%5C%5Cevil.example')).toBe('/');
  });

  it('is kept when it stays on the site', () => {
    expect(safeReturnPath('/gSharp/100%')).toBe('/gSharp/100%');
  });
});

describe('the return target, given the site’s own origin', () => {
  it('is the home page for a value that is neither a path nor a URL', () => {
    expect(safeReturnPath('docs.tideline.example/intro', 'https://docs.tideline.example')).toBe('/');
    expect(safeReturnPath('http://[bad', 'https://docs.tideline.example')).toBe('/');
  });
});

describe('a stored path', () => {
  it('is no path on this site when it is not text at all', () => {
    for (const stored of [42, null, undefined, ['/intro'], { pathname: '/intro' }])
      expect(isSameSitePath(stored)).toBe(false);
  });

  it('is a path on this site only as written, with its one leading slash', () => {
    expect(isSameSitePath('/gSharp/Overview')).toBe(true);
    expect(isSameSitePath('gSharp/Overview')).toBe(false);
  });
});
