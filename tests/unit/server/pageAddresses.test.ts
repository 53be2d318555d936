import { describe, expect, it } from 'vitest';
import { caseInsensitivePages, pageLocation, pageRouteOf } from '@site/contract/pageAddresses';
import { readablePath } from '@site/contract/urlPath';

const buildFiles = [
  'index.html',
  '404.html',
  'gSharp/Overview/index.html',
  'Tideline/Support/Logging In/index.html',
  'Internal Documentation/intro/index.html',
  'assets/js/main.0123abcd.js',
  'gSharp/Overview.md',
  'sitemap.xml',
];

/** The page a request path names when letter case is ignored, as the server sees the path (decoded, normalised). */
const addressFor = (rawPath: string, files = buildFiles) =>
  caseInsensitivePages(files).addressFor(readablePath(rawPath));

describe('pages of a build', () => {
  it('are its .html files, each at the address its router knows', () => {
    expect(pageRouteOf('gSharp/Overview/index.html')).toBe('/gSharp/Overview');
    expect(pageRouteOf('index.html')).toBe('/');
    expect(pageRouteOf('markdown-page.html')).toBe('/markdown-page');
  });

  it('leave out the not-found page and every file that is no page', () => {
    for (const file of ['404.html', 'assets/js/main.0123abcd.js', 'gSharp/Overview.md', 'sitemap.xml']) {
      expect(pageRouteOf(file), file).toBeUndefined();
    }
  });
});

describe('a page found whatever the letter case', () => {
  it('is the one page whose address differs only by letter case', () => {
    expect(addressFor('/gsharp/overview')).toBe('/gSharp/Overview');
    expect(addressFor('/GSHARP/Overview')).toBe('/gSharp/Overview');
    expect(addressFor('/tideline/support/logging%20in')).toBe('/Tideline/Support/Logging In');
    expect(addressFor('/INTERNAL%20DOCUMENTATION/INTRO')).toBe('/Internal Documentation/intro');
  });

  it('ignores a trailing slash, as a page’s own address does', () => {
    expect(addressFor('/gsharp/overview/')).toBe('/gSharp/Overview');
    expect(addressFor('/')).toBe('/');
  });

  it('is the Markdown copy of a page for its address in another letter case', () => {
    expect(addressFor('/gsharp/overview.md')).toBe('/gSharp/Overview.md');
    expect(addressFor('/GSHARP/OVERVIEW.MD')).toBe('/gSharp/Overview.md');
  });

  it('is nothing for files that are neither a page nor a page’s copy: assets, the sitemap, the not-found page', () => {
    for (const path of [
      '/ASSETS/JS/MAIN.0123ABCD.JS',
      '/gsharp/no-such-page.md',
      '/SITEMAP.XML',
      '/404',
      '/no/such/page',
    ]) {
      expect(addressFor(path), path).toBeUndefined();
    }
  });

  it('is nothing when two pages differ only by letter case, since either could be meant', () => {
    const files = [...buildFiles, 'gsharp/overview/index.html'];
    expect(addressFor('/GSHARP/OVERVIEW', files)).toBeUndefined();
    expect(caseInsensitivePages(files).unambiguous().has('/gsharp/overview')).toBe(false);
    expect(addressFor('/TIDELINE/SUPPORT/LOGGING%20IN', files)).toBe('/Tideline/Support/Logging In');
  });

  it('is the page itself for a hostile spelling that still names it, never another host', () => {
    expect(addressFor('//GSHARP/overview')).toBe('/gSharp/Overview');
    expect(addressFor('/%2F%2Fgsharp/OVERVIEW')).toBe('/gSharp/Overview');
    expect(addressFor('//evil.example/GSHARP')).toBeUndefined();
    expect(addressFor('/%5Cgsharp/overview')).toBeUndefined();
  });
});

describe('a page’s Location', () => {
  it('is written as a browser sends it', () => {
    expect(pageLocation('/Tideline/Support/Logging In')).toBe('/Tideline/Support/Logging%20In');
    expect(pageLocation('/café')).toBe('/caf%C3%A9');
    expect(pageLocation('')).toBe('/');
  });

  it('is refused when a browser would read it as another host', () => {
    expect(pageLocation('//evil.example')).toBeUndefined();
    expect(pageLocation('/\\evil.example')).toBeUndefined();
  });
});
