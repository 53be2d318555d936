/**
 * Login CSRF through sign-in links (review finding F10): a link signs in the browser that asked for it; opened
 * anywhere else (a victim sent the attacker's own link, a mail scanner) it spends nothing and signs nobody in until the
 * reader confirms the account it names, with a POST from the site's own pages.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLinkParameter, linkConfirmationPath, signInPaths, smsLinkPaths } from '../../contract/signIn';
import { linkBindingMessages } from '../../server/auth/linkBinding';
import { addressTooLongMessage } from '../../server/auth/addressLength';
import { outboxInbox, seenTexts, textedLink, waitForText } from '../e2e/support/textMessages';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { cookieHeaderOf, newestLinkFor, postFromSite, requestEmailLink } from './support/signIn';

const sessionOf = (cookie: string) => cookie.includes('session_token=');

async function me(site: InProcessSite, cookie: string) {
  const response = await site.inject({ url: signInPaths.session, headers: { cookie } });
  return response.json<{ me: { handles: { value: string }[] } | null }>().me;
}

/** Mallory asks for a link to her own account from her browser: the link and her browser's cookies. */
async function mallorysEmailLink(site: InProcessSite, email: string) {
  const asked = await requestEmailLink(site, email);
  expect(asked.statusCode).toBe(200);
  const link = new URL(await newestLinkFor(site, email));
  return {
    address: link.pathname + link.search,
    token: link.searchParams.get('token') ?? '',
    cookie: cookieHeaderOf(asked),
  };
}

// One site for the file: its tests sign in different addresses and numbers, and read nothing of each other's.
let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => site.close());

describe('an e-mailed sign-in link', () => {
  it('signs in the browser that asked for it, and goes on to the return target', async () => {
    const { address, cookie } = await mallorysEmailLink(site, 'asker@riverbend.example');
    const opened = await site.inject({ url: address, headers: { cookie } });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/\/$/);
    expect(sessionOf(cookieHeaderOf(opened))).toBe(true);
  });

  it('opened in another browser spends nothing and signs nobody in: the link page asks first', async () => {
    const { address, cookie } = await mallorysEmailLink(site, 'mallory@evil.example');
    const victim = await site.inject({ url: address });
    expect(victim.statusCode).toBe(302);
    expect(victim.headers.location).toBe(
      `${signInPaths.linkLanding}#${emailLinkParameter}=${encodeURIComponent(address)}`,
    );
    expect(sessionOf(cookieHeaderOf(victim))).toBe(false);
    // A victim who already holds a binding cookie of their own is no different.
    const ownLink = await requestEmailLink(site, 'victim@riverbend.example');
    const withOwnCookie = await site.inject({ url: address, headers: { cookie: cookieHeaderOf(ownLink) } });
    expect(withOwnCookie.headers.location).toContain(`#${emailLinkParameter}=`);
    // Not spent: Mallory's own browser still signs in with it.
    expect(sessionOf(cookieHeaderOf(await site.inject({ url: address, headers: { cookie } })))).toBe(true);
  });

  it("signs another browser in only after its reader confirms the account it names, on the site's own page", async () => {
    const { address, token } = await mallorysEmailLink(site, 'mallory2@evil.example');
    const confirm = (body: object, headers: Record<string, string> = {}) =>
      site.inject({
        method: 'POST',
        url: `${signInPaths.auth}${linkConfirmationPath}`,
        headers: { 'content-type': 'application/json', origin: site.url, ...headers },
        payload: JSON.stringify(body),
      });
    const named = await confirm({ kind: 'email_link', token });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual({ account: 'mallory2@evil.example' });

    // Another site's page cannot confirm for the reader (no Origin of the site's own, or a cross-site fetch).
    const forged = await confirm(
      { kind: 'email_link', token, confirmed: true },
      { origin: 'https://attacker.example' },
    );
    expect(forged.statusCode).toBe(403);
    const crossSite = await confirm(
      { kind: 'email_link', token, confirmed: true },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);

    const confirmed = await confirm({ kind: 'email_link', token, confirmed: true });
    expect(confirmed.statusCode).toBe(200);
    const readerCookie = cookieHeaderOf(confirmed);
    const opened = await site.inject({ url: address, headers: { cookie: readerCookie } });
    expect(opened.statusCode).toBe(302);
    const session = cookieHeaderOf(opened);
    expect(sessionOf(session)).toBe(true);
    expect(await me(site, session)).toMatchObject({ handles: [{ value: 'mallory2@evil.example' }] });

    const spent = await confirm({ kind: 'email_link', token });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ code: 'INVALID_TOKEN', message: linkBindingMessages.spent });
  });

  it('that has expired sends the browser that asked for it to the link page, which says so', async () => {
    const { address, cookie } = await mallorysEmailLink(site, 'waited-too-long@riverbend.example');
    // The link's lifetime runs out, as it would after five minutes.
    const context = await site.server.auth.$context;
    await context.adapter.updateMany({
      model: 'verification',
      where: [{ field: 'identifier', operator: 'starts_with', value: 'magic-link:' }],
      update: { expiresAt: new Date(Date.now() - 1000) },
    });
    const opened = await site.inject({ url: address, headers: { cookie } });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(String(opened.headers.location), site.url);
    expect(landing.origin + landing.pathname + landing.search).toBe(
      `${site.url}${signInPaths.linkLanding}?error=INVALID_TOKEN`,
    );
    expect(sessionOf(cookieHeaderOf(opened))).toBe(false);
  });

  it('cut short, with no error page of its own left, sends the browser to the link page, which says why', async () => {
    const { cookie } = await mallorysEmailLink(site, 'wrapped-line@riverbend.example');
    const opened = await site.inject({ url: `${signInPaths.auth}/magic-link/verify?token=`, headers: { cookie } });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(String(opened.headers.location), site.url);
    expect(landing.pathname + landing.search).toBe(`${signInPaths.linkLanding}?error=INVALID_TOKEN`);
    expect(sessionOf(cookieHeaderOf(opened))).toBe(false);
  });
});

describe('an address longer than mail allows', () => {
  it('is refused with the limits before any link or code is sent, and opens no account', async () => {
    const email = `${'a'.repeat(65)}@riverbend.example`;
    for (const action of ['/sign-in/magic-link', '/email-otp/send-verification-otp']) {
      const answer = await postFromSite(site, `${signInPaths.auth}${action}`, { email, type: 'sign-in' });
      expect(answer.statusCode, action).toBe(400);
      expect(answer.json(), action).toEqual({ code: 'INVALID_EMAIL', message: addressTooLongMessage });
    }
    const context = await site.server.auth.$context;
    expect(await context.internalAdapter.findUserByEmail(email)).toBeNull();
  });
});

describe('a texted sign-in link', () => {
  async function textedLinkToken(phoneNumber: string) {
    const inbox = outboxInbox(path.join(site.dataDir, 'sms-outbox'));
    const seen = await seenTexts(inbox);
    const asked = await postFromSite(site, `${signInPaths.auth}${smsLinkPaths.send}`, { phoneNumber });
    expect(asked.statusCode).toBe(200);
    const link = new URL(textedLink(await waitForText(inbox, phoneNumber, seen)));
    return { token: new URLSearchParams(link.hash.slice(1)).get('token') ?? '', cookie: cookieHeaderOf(asked) };
  }
  const spend = (token: string, cookie = '') =>
    postFromSite(site, `${signInPaths.auth}${smsLinkPaths.verify}`, { token }, { cookie });

  it('posted from another browser is refused unconfirmed and stays unspent for the browser that asked', async () => {
    const { token, cookie } = await textedLinkToken('+447400100401');
    const elsewhere = await spend(token);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'LINK_NOT_CONFIRMED' });
    expect(sessionOf(cookieHeaderOf(elsewhere))).toBe(false);
    const asker = await spend(token, cookie);
    expect(asker.statusCode).toBe(200);
    expect(sessionOf(cookieHeaderOf(asker))).toBe(true);
  });
});
