import { describe, expect, it, vi } from 'vitest';
import { signInWithCode } from '@site/src/auth/codeSignIn';
import { SignInEvents } from '@site/src/auth/events';
import type { AuthResult } from '@site/src/auth/authClient';

const ok: AuthResult = { ok: true, body: {} };
const wrong: AuthResult = { ok: false, status: 400, code: 'INVALID_OTP', message: 'Invalid OTP' };

/** Runs a code sign-in, answering each code announcement by submitting the next code in `codes`. */
function run(
  verifyAnswers: AuthResult[],
  codes: string[],
  resendAfterWrongCode: boolean,
  sendAnswers: AuthResult[] = [],
) {
  const events = new SignInEvents();
  const send = vi.fn(async () => sendAnswers.shift() ?? ok);
  const verify = vi.fn(async () => verifyAnswers.shift() ?? ok);
  const submitNext = () => setTimeout(() => events.publish('otpCodeSubmitted', { code: codes.shift() ?? '' }), 0);
  events.on('otpSmsSent', submitNext);
  events.on('otpEmailSent', submitNext);
  if (!resendAfterWrongCode) events.on('otpIncorrectCodeSubmitted', submitNext);
  const incorrect = vi.fn();
  events.on('otpIncorrectCodeSubmitted', incorrect);
  const handle = { type: resendAfterWrongCode ? ('phone_number' as const) : ('email_address' as const), value: 'x' };
  const signIn = signInWithCode({
    handle,
    send,
    verify,
    resendAfterWrongCode,
    events,
    signal: new AbortController().signal,
  });
  return { signIn, send, verify, incorrect };
}

describe('signing in with a one-time code', () => {
  it('texts a fresh code after a wrong one and signs in with it', async () => {
    const { signIn, send, verify, incorrect } = run([wrong, ok], ['000000', '123456'], true);
    await signIn;
    expect(send).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls).toEqual([['000000'], ['123456']]);
    expect(incorrect).toHaveBeenCalledOnce();
  });

  it('keeps the e-mailed code after a wrong one', async () => {
    const { signIn, send } = run([wrong, ok], ['000000', '123456'], false);
    await signIn;
    expect(send).toHaveBeenCalledOnce();
  });

  it('stops with a clear message when the code has expired', async () => {
    const { signIn } = run([{ ok: false, status: 400, code: 'OTP_EXPIRED', message: 'OTP expired' }], ['123456'], true);
    await expect(signIn).rejects.toThrow('The code has expired. Go back and ask for a new one.');
  });

  it('passes on the server’s words when the fresh code is refused (the number is locked)', async () => {
    const locked: AuthResult = { ok: false, status: 403, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' };
    const { signIn } = run([wrong], ['000000'], true, [ok, locked]);
    await expect(signIn).rejects.toThrow('Too many attempts');
  });
});
