import { describe, expect, it } from 'vitest';
import type { PageManifestEntry } from '@site/contract/pageMarkdown';
import { entryAt, routeOf } from '@site/server/mcp/pageLibrary';

describe('the page an assistant names to get_page', () => {
  it.each([
    ['/gSharp/Overview', '/gSharp/Overview'],
    ['/gSharp/Overview.md', '/gSharp/Overview'],
    ['/gsharp/overview.MD', '/gsharp/overview'],
    ['http://localhost:3000/gSharp/Getting%20Started/Introduction?x=1', '/gSharp/Getting Started/Introduction'],
    ['/index.md', '/'],
  ])('reads %s as the route %s', (page, route) => {
    expect(routeOf(page)).toBe(route);
  });

  it('takes an address that is no valid URL as written, so the answer says there is no such page', () => {
    expect(routeOf('http://[')).toBe('/http:/[');
  });
});

describe('the page get_page reads for a route', () => {
  const entry = (route: string): PageManifestEntry => ({
    route,
    title: route,
    description: '',
    section: 'gSharp',
    markdown: `${route}.md`,
  });
  const entries = [entry('/'), entry('/gSharp/Overview'), entry('/Tideline/Support/Logging In')];

  it('is the page at that route', () => {
    expect(entryAt(entries, '/gSharp/Overview')?.route).toBe('/gSharp/Overview');
    expect(entryAt(entries, '/')?.route).toBe('/');
  });

  it('is the one page whose route differs only by letter case, as the site answers a reader', () => {
    expect(entryAt(entries, '/gsharp/overview')?.route).toBe('/gSharp/Overview');
    expect(entryAt(entries, '/TIDELINE/SUPPORT/LOGGING IN/')?.route).toBe('/Tideline/Support/Logging In');
  });

  it('is none for a route no page has in any case, or that two pages share but for case', () => {
    expect(entryAt(entries, '/gsharp/no-such-page')).toBeUndefined();
    expect(entryAt([...entries, entry('/gsharp/overview')], '/GSHARP/OVERVIEW')).toBeUndefined();
  });
});
