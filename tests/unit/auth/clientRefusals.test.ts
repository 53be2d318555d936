// @vitest-environment jsdom
/**
 * The sign-in client's own refusals, in the words readers see (a missing code, a token that is not a string, the
 * identity messages): what it will not send, and server answers it cannot use.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAccessTokens } from '@site/src/auth/accessTokens';
import { submitEmailCode, submitSmsCode, submitSmsLinkToken } from '@site/src/auth/authClient';
import { SignInEvents } from '@site/src/auth/events';
import { addPasskey, listPasskeys, signInWithPasskey } from '@site/src/auth/passkeys';
import { authenticatorStandIn } from './authenticatorStandIn';
import { serverAnswering } from './signInServer';

/** The browser's WebAuthn entry point exists; these tests end before any ceremony starts. */
function withWebAuthn() {
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
}

afterEach(() => vi.unstubAllGlobals());

describe('codes and tokens the client will not send', () => {
  it('an empty code: "no OTP code provided", and nothing reaches the server', async () => {
    const asked = serverAnswering();
    expect(await submitEmailCode('operator@riverbend.example', '')).toMatchObject({
      ok: false,
      message: 'no OTP code provided',
    });
    expect(await submitSmsCode('+447911123456', '')).toMatchObject({ ok: false, message: 'no OTP code provided' });
    expect(asked).toEqual([]);
  });

  it('a link token that is not a string: "token must be a string"', async () => {
    const asked = serverAnswering();
    expect(await submitSmsLinkToken(['a', 'b'])).toMatchObject({ ok: false, message: 'token must be a string' });
    expect(asked).toEqual([]);
  });
});

describe('passkey answers the client cannot use', () => {
  it('options without a challenge: "no challenges in ID response"', async () => {
    withWebAuthn();
    serverAnswering(
      { status: 200, body: { rpId: 'localhost' } },
      { status: 200, body: { rp: { name: 'Tideline Docs' } } },
    );
    await expect(signInWithPasskey({ events: new SignInEvents() })).rejects.toThrow('no challenges in ID response');
    await expect(addPasskey('Laptop', new SignInEvents())).rejects.toThrow('no challenges in ID response');
  });
});

describe('a passkey sign-in the server accepts without naming who signed in', () => {
  it('says "no user token in attestation response"', async () => {
    withWebAuthn();
    authenticatorStandIn();
    const asked = serverAnswering(
      { status: 200, body: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } },
      { status: 200, body: { session: {} } },
    );
    await expect(signInWithPasskey({ events: new SignInEvents() })).rejects.toThrow(
      'no user token in attestation response',
    );
    expect(asked).toEqual([
      '/api/auth/passkey/generate-authenticate-options',
      '/api/auth/passkey/verify-authentication',
    ]);
  });
});

describe('account actions without a session', () => {
  it('say "Cannot call methods on unauthenticated user"', async () => {
    serverAnswering(
      { status: 401, body: { message: 'Unauthorized' } },
      { status: 401, body: { errors: [{ httpcode: 401, message: 'Sign in' }] } },
    );
    await expect(listPasskeys()).rejects.toThrow('Cannot call methods on unauthenticated user');
    await expect(listAccessTokens()).rejects.toThrow('Cannot call methods on unauthenticated user');
  });
});
