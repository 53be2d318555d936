import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { signIn } from './support/signIn';

/**
 * The staff gate, answered by the server assembled in process with its embedded defaults: no SMTP server, so sign-in
 * codes are read from the outbox folder, as a newcomer does after `npm start`.
 */
describe('the staff section', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it('is a 401 to an outsider, a 403 to a signed-in customer and the page to staff', async () => {
    const anonymous = await site.inject({ url: '/Internal%20Documentation/intro' });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await signIn(site, 'writer@tideline.example');
    const staff = await site.inject({ url: '/Internal%20Documentation/intro', headers: { cookie } });
    expect(staff.statusCode).toBe(200);
    // The words the outsiders' answers below are checked for.
    expect(staff.body).toContain('front page of the Tideline staff handbook');
    const customer = await signIn(site, 'op@riverbend.example');
    expect(
      (await site.inject({ url: '/Internal%20Documentation/intro', headers: { cookie: customer } })).statusCode,
    ).toBe(403);
  });

  it("opens the intro from the section's bare address, for staff only", async () => {
    const cookie = await signIn(site, 'writer@tideline.example');
    for (const url of [
      '/Internal%20Documentation/',
      '/Internal%20Documentation',
      '/Internal%20Documentation/?from=bar',
      '/internal%20documentation/',
      '/INTERNAL%20DOCUMENTATION',
    ]) {
      const staff = await site.inject({ url, headers: { cookie } });
      expect(staff.statusCode, url).toBe(302);
      expect(staff.headers.location).toBe(`/Internal%20Documentation/intro${url.includes('?') ? '?from=bar' : ''}`);
      expect(staff.headers['cache-control']).toBe('private, no-cache');
    }
    const customer = await signIn(site, 'op@riverbend.example');
    const refused = await site.inject({ url: '/Internal%20Documentation/', headers: { cookie: customer } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
  });

  it.each([
    ['/Internal%20Documentation/', 401],
    ['/internal%20documentation', 401],
    ['/%49nternal%20Documentation/intro', 401],
    ['/INTERNAL%20DOCUMENTATION/intro', 401],
    ['/Internal%20Documentation%2Fintro', 401],
    ['/gSharp/..%2FInternal%20Documentation/intro', 401],
    ['/gSharp/%2e%2e/Internal%20Documentation/intro', 401],
    // Decoded once, a double-encoded address names no page: the public build's 404, never the staff page.
    ['/Internal%2520Documentation/intro', 404],
    ['/%2549nternal%2520Documentation/intro', 404],
    // An escape that does not decode: the whole address is refused.
    ['/Internal%20Documentation/intro%E0', 400],
  ])('keeps %s from an outsider (%i)', async (url, status) => {
    const answer = await site.inject({ url });
    expect(answer.statusCode).toBe(status);
    expect(answer.body).not.toContain('front page of the Tideline staff handbook');
  });
});
