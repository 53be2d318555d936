// @vitest-environment jsdom
/**
 * The sign-in form's calls through Better Auth's client: each goes to the endpoint the server forwards, with the body
 * the server expects, and resolves to a result whatever comes back: the body, a refusal in either of the site's error
 * shapes, a page that is not JSON, or no answer at all.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmSignInLink,
  requestEmailCode,
  requestEmailLink,
  requestSingleSignOn,
  requestSmsCode,
  requestSmsLink,
  submitEmailCode,
  submitSmsCode,
  submitSmsLinkToken,
} from '@site/src/auth/authClient';
import { signOut } from '@site/src/auth/signOut';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function serverAnswering(status: number, body: string, type = 'application/json'): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      path: new URL(input, window.location.origin).pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(body, { status, headers: { 'content-type': type } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('what each call sends', () => {
  it.each([
    [
      'an e-mailed link',
      () => requestEmailLink('operator@riverbend.example'),
      '/api/auth/sign-in/magic-link',
      { email: 'operator@riverbend.example', callbackURL: '/sign-in/link', errorCallbackURL: '/sign-in/link' },
    ],
    [
      'an e-mailed code',
      () => requestEmailCode('operator@riverbend.example'),
      '/api/auth/email-otp/send-verification-otp',
      { email: 'operator@riverbend.example', type: 'sign-in' },
    ],
    [
      'signing in with the e-mailed code',
      () => submitEmailCode('operator@riverbend.example', '123456'),
      '/api/auth/sign-in/email-otp',
      { email: 'operator@riverbend.example', otp: '123456' },
    ],
    [
      'a texted code',
      () => requestSmsCode('+447911123456'),
      '/api/auth/phone-number/send-otp',
      { phoneNumber: '+447911123456' },
    ],
    [
      'signing in with the texted code',
      () => submitSmsCode('+447911123456', '123456'),
      '/api/auth/phone-number/verify',
      { phoneNumber: '+447911123456', code: '123456' },
    ],
    [
      'a texted link',
      () => requestSmsLink('+447911123456'),
      '/api/auth/sms-link/send',
      { phoneNumber: '+447911123456' },
    ],
    [
      "spending a texted link's token",
      () => submitSmsLinkToken('t0ken'),
      '/api/auth/sms-link/verify',
      { token: 't0ken' },
    ],
    [
      'confirming a link opened elsewhere',
      () => confirmSignInLink('sms_link', 't0ken', true),
      '/api/auth/sign-in-link/confirm',
      { kind: 'sms_link', token: 't0ken', confirmed: true },
    ],
    [
      'single sign-on',
      () => requestSingleSignOn('directory', '/gSharp/Overview'),
      '/api/auth/sign-in/social',
      {
        provider: 'directory',
        callbackURL: '/gSharp/Overview',
        errorCallbackURL: '/sign-in?returnTo=%2FgSharp%2FOverview',
      },
    ],
  ])('%s: a POST to the endpoint the server forwards', async (_name, call, path, body) => {
    const sent = serverAnswering(200, '{"status":true}');
    expect(await call()).toEqual({ ok: true, body: { status: true } });
    expect(sent).toEqual([{ method: 'POST', path, body }]);
  });

  it('signing out: a POST to /api/auth/sign-out', async () => {
    const sent = serverAnswering(200, '{"success":true}');
    expect(await signOut()).toMatchObject({ ok: true });
    expect(sent).toMatchObject([{ method: 'POST', path: '/api/auth/sign-out' }]);
  });

  it("single sign-on hands back the provider's address and leaves this page where it is", async () => {
    // An address on this page itself: the one kind of navigation jsdom carries out, so a move would show.
    const provider = `${window.location.origin}${window.location.pathname}#at-the-provider`;
    serverAnswering(200, JSON.stringify({ url: provider, redirect: true }));
    expect(await requestSingleSignOn('directory', '/')).toEqual({ ok: true, body: { url: provider, redirect: true } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.hash).toBe('');
  });
});

describe('what a refusal resolves to', () => {
  it("Better Auth's message and code", async () => {
    serverAnswering(400, '{"code":"INVALID_OTP","message":"Invalid OTP"}');
    expect(await submitEmailCode('operator@riverbend.example', '000000')).toEqual({
      ok: false,
      status: 400,
      message: 'Invalid OTP',
      code: 'INVALID_OTP',
    });
  });

  it("the site API's message, when the site server answers in its own shape", async () => {
    serverAnswering(403, '{"errors":[{"httpcode":403,"message":"Send changes from this site’s own pages."}]}');
    expect(await requestEmailCode('operator@riverbend.example')).toEqual({
      ok: false,
      status: 403,
      message: 'Send changes from this site’s own pages.',
    });
  });

  it("the generic sentence for a proxy's HTML error page", async () => {
    serverAnswering(502, '<html><h1>502 Bad Gateway</h1></html>', 'text/html');
    expect(await requestSmsLink('+447911123456')).toEqual({
      ok: false,
      status: 502,
      message: 'There has been an error while submitting your form. Please try again.',
    });
  });

  it('the network sentence when no answer comes at all', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await requestEmailLink('operator@riverbend.example')).toEqual({
      ok: false,
      status: 0,
      message: 'The sign-in service cannot be reached. Check your network connection.',
    });
  });
});

describe('where the calls go', () => {
  it("to this page's own origin, whatever the environment names as Better Auth's address", async () => {
    // In the browser Better Auth's environment is the window, where an element's id is a property; here it is
    // the process's environment. Both are set, and the clients are made afresh after.
    for (const name of ['BETTER_AUTH_URL', 'BASE_URL']) {
      vi.stubEnv(name, 'http://evil.example');
      vi.stubGlobal(name, 'http://evil.example');
    }
    vi.resetModules();
    const { requestEmailCode: requestCode } = await import('@site/src/auth/authClient');
    const { listPasskeys } = await import('@site/src/auth/passkeys');
    const addresses: string[] = [];
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      addresses.push(input instanceof Request ? input.url : String(input));
      return Response.json([]);
    });
    await requestCode('operator@riverbend.example');
    await listPasskeys();
    expect(addresses).toEqual([
      `${window.location.origin}/api/auth/email-otp/send-verification-otp`,
      `${window.location.origin}/api/auth/passkey/list-user-passkeys`,
    ]);
  });
});
