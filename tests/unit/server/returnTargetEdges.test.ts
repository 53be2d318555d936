/**
 * Edges of the return-target module that mutation testing found unguarded: a path whose escapes do not decode (the
 * server routes such a path as written), an absolute address that is not a URL at all, and stored paths that are
 * not text.
 */
import { describe, expect, it } from 'vitest';
import { decodedOnce, isSameSitePath, safeReturnPath } from '@site/config/returnTarget';

describe('a path decoded once', () => {
  it('decodes its escapes', () => {
    expect(decodedOnce('/Internal%20Documentation/On-call%20rota')).toBe('/Internal Documentation/On-call rota');
  });

  it('is the path as written when an escape does not decode', () => {
    expect(decodedOnce('/gSharp/100%')).toBe('/gSharp/100%');
    expect(decodedOnce('/%E0%A4%A')).toBe('/%E0%A4%A');
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
