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
    const customer = await signIn(site, 'op@riverbend.example');
    expect(
      (await site.inject({ url: '/Internal%20Documentation/intro', headers: { cookie: customer } })).statusCode,
    ).toBe(403);
  });
});
