import { describe, expect, it } from 'vitest';
import { routeOf } from '@site/server/mcp/pageLibrary';

describe('the page an assistant names to get_page', () => {
  it.each([
    ['/gSharp/Overview', '/gSharp/Overview'],
    ['/gSharp/Overview.md', '/gSharp/Overview'],
    ['http://localhost:3000/gSharp/Getting%20Started/Introduction?x=1', '/gSharp/Getting Started/Introduction'],
    ['/index.md', '/'],
  ])('reads %s as the route %s', (page, route) => {
    expect(routeOf(page)).toBe(route);
  });

  it('takes an address that is no valid URL as written, so the answer says there is no such page', () => {
    expect(routeOf('http://[')).toBe('/http://[');
  });
});
