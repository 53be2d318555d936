import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPaths } from '../../contract/signIn';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { cookieHeaderOf, enterEmailCode, newestCodeFor, requestEmailCode } from './support/signIn';

describe('the session cookie of a site served over HTTPS', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({ PUBLIC_URL: 'https://docs.tideline.example' });
  });
  afterAll(() => site.close());

  it('is a __Host- cookie (Secure, Path=/, no Domain), so a sibling subdomain cannot plant one, and it signs in', async () => {
    const email = 'secure-cookie@riverbend.example';
    expect((await requestEmailCode(site, email, '192.0.2.81')).statusCode).toBe(200);
    const signedIn = await enterEmailCode(site, email, await newestCodeFor(site, email), '192.0.2.81');
    expect(signedIn.statusCode).toBe(200);
    const setCookie = [signedIn.headers['set-cookie'] ?? []].flat();
    const session = setCookie.find((cookie) => cookie.includes('session_token='));
    expect(session).toMatch(/^__Host-/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).not.toMatch(/; Domain=/i);
    const me = await site.inject({ url: signInPaths.session, headers: { cookie: cookieHeaderOf(signedIn) } });
    expect(me.json<{ me: unknown }>().me).not.toBeNull();
  });
});
