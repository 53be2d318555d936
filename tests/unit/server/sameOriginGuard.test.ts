import { describe, expect, it } from 'vitest';
import { isCrossOriginBrowserRequest } from '@site/server/api/sameOriginGuard';

const site = 'https://docs.tideline.example';

describe('which requests to the site’s own APIs count as sent by another site', () => {
  it('refuses a browser request whose Origin is another site', () => {
    expect(isCrossOriginBrowserRequest({ origin: 'https://evil.example' }, site)).toBe(true);
  });

  it('refuses a request the browser marks as cross-site even without Origin', () => {
    expect(isCrossOriginBrowserRequest({ 'sec-fetch-site': 'cross-site' }, site)).toBe(true);
  });

  it('accepts the site’s own pages', () => {
    expect(isCrossOriginBrowserRequest({ origin: site, 'sec-fetch-site': 'same-origin' }, site)).toBe(false);
  });

  it('accepts requests without Origin, such as curl or an MCP client with a bearer token', () => {
    expect(isCrossOriginBrowserRequest({ authorization: 'Bearer x' }, site)).toBe(false);
  });
});
