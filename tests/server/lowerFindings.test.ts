import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenPaths } from '../../contract/accessTokens';
import { consentPath } from '../../contract/consent';
import { maxTokensPerReader } from '../../server/tokens/routes';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import {
  cookieHeaderOf,
  newestLinkFor,
  postFromSite,
  requestEmailCode,
  requestEmailLink,
  signIn,
} from './support/signIn';

describe('lower findings of the security review', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it('refuses a feedback comment holding half a surrogate pair, which PostgreSQL could not read back', async () => {
    const sent = await postFromSite(site, '/api/events', {
      name: 'PageFeedback_v1',
      window_location: '/intro',
      event_data: { helpful: false, comment: 'hi \ud800 there' },
    });
    // Refused as an unreadable body; the parser's own words (./unstorableText.ts) go to the log.
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ errors: [{ httpcode: 400 }] });
  });

  it.each([
    ['a NUL character', 'hi \u0000 there', 'NUL character'],
    ['half a surrogate pair', 'hi \ud800 there', 'surrogate pair'],
  ])(
    'refuses a beacon (text/plain) whose feedback comment holds %s, as a JSON body is refused',
    async (_case, comment, said) => {
      const sent = await site.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: site.url },
        payload: JSON.stringify({
          name: 'PageFeedback_v1',
          window_location: '/intro',
          event_data: { helpful: false, comment },
        }),
      });
      expect(sent.statusCode).toBe(400);
      expect(sent.json().errors[0].message).toContain(said);
    },
  );

  it('says a JSON body that is a string is no event, rather than calling it invalid JSON', async () => {
    const sent = await postFromSite(site, '/api/events', 'PageFeedback_v1');
    expect(sent.statusCode).toBe(400);
    expect(sent.json().errors[0].message).toMatch(/^The event was not recorded: .*expected object/);
  });

  it('writes outbox mail, which holds codes and links, readable by the server’s user only', async () => {
    await requestEmailCode(site, 'private-mail@riverbend.example', '192.0.2.61');
    const outbox = site.config.mail.outboxDir;
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(((await stat(path.join(outbox, file))).mode & 0o777).toString(8)).toBe('600');
  });

  it('keeps the token list and the consent answer out of every cache', async () => {
    const cookie = await signIn(site, 'cache-free@riverbend.example');
    for (const url of [accessTokenPaths.collection, consentPath]) {
      const response = await site.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it(`caps a reader's access tokens at ${maxTokensPerReader}, saying to revoke one`, async () => {
    const cookie = await signIn(site, 'many-tokens@riverbend.example');
    const create = () =>
      postFromSite(site, accessTokenPaths.collection, { name: 'assistant', expiresInDays: 7 }, { cookie });
    for (let token = 0; token < maxTokensPerReader; token += 1) expect((await create()).statusCode).toBe(201);
    const refused = await create();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Revoke one you no longer use');
  });

  it('answers a HEAD of the e-mailed link without spending it', async () => {
    const email = 'scanned-link@riverbend.example';
    const asked = await requestEmailLink(site, email, '192.0.2.62');
    expect(asked.statusCode).toBe(200);
    const link = new URL(await newestLinkFor(site, email));
    const address = link.pathname + link.search;
    expect((await site.inject({ method: 'HEAD', url: address, remoteAddress: '192.0.2.62' })).statusCode).toBe(200);
    const opened = await site.inject({
      url: address,
      remoteAddress: '192.0.2.62',
      headers: { cookie: cookieHeaderOf(asked) },
    });
    expect(String(opened.headers['set-cookie'] ?? '')).toContain('session_token=');
  });

  it('answers a file only the staff build has, outside the staff section, as it answers a missing file', async () => {
    const staffScripts = new Set(await readdir(path.join(site.config.buildDirs.staff, 'assets', 'js')));
    for (const file of await readdir(path.join(site.config.buildDirs.public, 'assets', 'js')))
      staffScripts.delete(file);
    // A script itself, not one of the compressed copies beside it, so its name can be changed into a missing one.
    const staffOnly = [...staffScripts].find((file) => file.endsWith('.js'));
    expect(staffOnly).toBeDefined();
    const existing = await site.inject({ url: `/assets/js/${staffOnly}` });
    const missing = await site.inject({ url: `/assets/js/${staffOnly!.replace(/\.[0-9a-f]+\.js$/, '.0000000a.js')}` });
    expect(existing.statusCode).toBe(404);
    expect(existing.statusCode).toBe(missing.statusCode);
    expect(existing.body).toBe(missing.body);
  });
});
