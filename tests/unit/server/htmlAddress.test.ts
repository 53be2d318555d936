import { describe, expect, it } from 'vitest';
import { readablePath } from '@site/contract/urlPath';
import { htmlAddressOf } from '@site/server/site/htmlAddress';

/** The page address a request path is redirected to, as the server sees the path (decoded, normalised). */
const pageAddressFor = (rawPath: string) => htmlAddressOf(readablePath(rawPath))?.pageAddress;

describe('.html addresses of pages', () => {
  it('name the page without .html or /index.html, the home page included', () => {
    expect(htmlAddressOf('/gSharp/Overview.html')).toEqual({
      pageRoute: '/gSharp/Overview',
      pageAddress: '/gSharp/Overview',
      namesIndexFile: false,
    });
    expect(htmlAddressOf('/gSharp/Overview/index.html')).toEqual({
      pageRoute: '/gSharp/Overview',
      pageAddress: '/gSharp/Overview',
      namesIndexFile: true,
    });
    expect(htmlAddressOf('/index.html')).toEqual({ pageRoute: '/', pageAddress: '/', namesIndexFile: true });
    expect(htmlAddressOf('/Tideline/Support/Logging In.html')?.pageRoute).toBe('/Tideline/Support/Logging In');
  });

  it('name no page when a slash follows them: that is a folder’s address, as a static host reads it', () => {
    for (const path of ['/gSharp/Overview/index.html/', '/gSharp/Overview.html//', '/index.html/']) {
      expect(pageAddressFor(path), path).toBeUndefined();
    }
  });

  it('leave every other path alone', () => {
    for (const path of ['/gSharp/Overview', '/', '/intro.md', '/a.html/b', '/a.htm', '/.html', '/gSharp/.html']) {
      expect(htmlAddressOf(path), path).toBeUndefined();
    }
  });

  it('write the page address as a browser sends it', () => {
    expect(pageAddressFor('/Tideline/Support/Logging%20In/index.html')).toBe('/Tideline/Support/Logging%20In');
    expect(pageAddressFor('/caf%C3%A9/index.html')).toBe('/caf%C3%A9');
    expect(pageAddressFor('/a%3Fb%23c%25d/index.html')).toBe('/a%3Fb%23c%25d');
  });

  it('never name another host, however the request spelled one', () => {
    expect(pageAddressFor('//evil.example/a.html')).toBe('/evil.example/a');
    expect(pageAddressFor('/%2F%2Fevil.example/index.html')).toBe('/evil.example');
    expect(pageAddressFor('/\\evil.example/index.html')).toBeUndefined();
    expect(pageAddressFor('/%5Cevil.example/index.html')).toBeUndefined();
    // Decoded, a tab before the slash reads as `//evil.example` in a browser: no redirect is offered at all.
    expect(pageAddressFor('/%09/evil.example/index.html')).toBeUndefined();
  });
});
