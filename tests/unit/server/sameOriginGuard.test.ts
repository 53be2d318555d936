import { describe, expect, it } from 'vitest';
import { isCrossOriginBrowserRequest } from '@site/server/api/sameOriginGuard';

const site = 'https://docs.tideline.example';
const siteOrigins = [site];

describe('which requests to the site’s own APIs count as sent by another site', () => {
  it('refuses a browser request whose Origin is another site', () => {
    expect(isCrossOriginBrowserRequest({ origin: 'https://evil.example' }, siteOrigins)).toBe(true);
  });

  it('refuses a request the browser marks as cross-site even without Origin', () => {
    expect(isCrossOriginBrowserRequest({ 'sec-fetch-site': 'cross-site' }, siteOrigins)).toBe(true);
  });

  it('accepts the site’s own pages', () => {
    expect(isCrossOriginBrowserRequest({ origin: site, 'sec-fetch-site': 'same-origin' }, siteOrigins)).toBe(false);
  });

  it('accepts requests without Origin, such as curl or an MCP client with a bearer token', () => {
    expect(isCrossOriginBrowserRequest({ authorization: 'Bearer x' }, siteOrigins)).toBe(false);
  });
});

describe('a site with several origins (the loopback names of a local run)', () => {
  const local = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];

  it('accepts each of them', () => {
    for (const origin of local)
      expect(isCrossOriginBrowserRequest({ origin, 'sec-fetch-site': 'same-origin' }, local), origin).toBe(false);
  });

  it('still refuses another port and another site', () => {
    expect(isCrossOriginBrowserRequest({ origin: 'http://127.0.0.1:3001' }, local)).toBe(true);
    expect(isCrossOriginBrowserRequest({ origin: 'https://evil.example' }, local)).toBe(true);
  });
});
