import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@site/contract/returnTarget';

const site = 'https://docs.tideline.example';

describe('the return target after sign-in', () => {
  it.each([
    ['a page', '/intro', '/intro'],
    [
      'a staff page with query and fragment',
      '/Internal%20Documentation/intro?x=1#top',
      '/Internal%20Documentation/intro?x=1#top',
    ],
    ['the home page', '/', '/'],
    ['a path with a harmless dot segment', '/gSharp/./Overview', '/gSharp/Overview'],
    ['a path climbing above the root', '/../../intro', '/intro'],
    ['a query holding another address', '/search?q=//evil.example', '/search?q=//evil.example'],
    ['an at sign in the path', '/@evil.example', '/@evil.example'],
    ['a doubly encoded slash (decoded once it is still a path)', '/%252f%252fevil.example', '/%252f%252fevil.example'],
  ])('keeps %s', (_case, value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['a dot segment before a double slash', '/.//evil.example'],
    ['a climbing dot segment before a double slash', '/a/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['an encoded upper-case dot segment', '/%2E//evil.example'],
    ['an encoded double dot', '/a/%2e%2e//evil.example'],
    ['encoded slashes', '/%2f%2fevil.example'],
    ['an encoded slash after a slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5cevil.example'],
    ['an encoded backslash after a slash', '/%5C/evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['a slash and a backslash', '/\\evil.example'],
    ['a backslash and a slash', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash later in the path', '/intro\\..\\..\\/evil.example'],
    ['a tab between slashes', '/\t/evil.example'],
    ['a newline between slashes', '/\n/evil.example'],
    ['a carriage return between slashes', '/\r/evil.example'],
    ['a NUL byte', '/\u0000/evil.example'],
    ['a leading space', ' //evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['an address with user info', 'https://docs.tideline.example@evil.example/'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'intro'],
    ['an empty string', ''],
    ['no value', null],
    ['a number', 42],
    ['an array', ['/intro']],
  ])('replaces %s with the home page', (_case, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('admits absolute addresses of the site itself only when told the site', () => {
    expect(safeReturnPath(`${site}/intro?x=1#top`, site)).toBe('/intro?x=1#top');
    expect(safeReturnPath(`${site}/intro`)).toBe('/');
    expect(safeReturnPath(`${site}/.//evil.example`, site)).toBe('/');
    expect(safeReturnPath('http://docs.tideline.example/intro', site)).toBe('/');
    expect(safeReturnPath('https://docs.tideline.example.evil.example/intro', site)).toBe('/');
    expect(safeReturnPath('https://reader:secret@docs.tideline.example/intro', site)).toBe('/');
    expect(safeReturnPath('/intro', site)).toBe('/intro');
  });

  it('always answers one leading slash, and the same answer when asked again', () => {
    const samples = ['/intro', '/.//evil.example', '/a/../b?c=d#e', '/%2e%2e/%2e/x', '/x//y', '/ü/ß', '/%zz'];
    for (const sample of samples) {
      const once = safeReturnPath(sample);
      expect(once).toMatch(/^\/(?![/\\])/);
      expect(safeReturnPath(once)).toBe(once);
    }
  });
});
