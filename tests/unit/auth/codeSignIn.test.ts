import { describe, expect, it, vi } from 'vitest';
import { signInWithCode } from '@site/src/auth/codeSignIn';
import { SignInEvents } from '@site/src/auth/events';
import type { AuthResult } from '@site/src/auth/authClient';

const ok: AuthResult = { ok: true, body: {} };
const wrong: AuthResult = { ok: false, status: 400, code: 'INVALID_OTP', message: 'Invalid OTP' };

/** Runs a code sign-in, answering each code announcement by submitting the next code in `codes`. */
function run(verifyAnswers: AuthResult[], codes: string[], handleType: 'phone_number' | 'email_address') {
  const events = new SignInEvents();
  const send = vi.fn(async () => ok);
  const verify = vi.fn(async () => verifyAnswers.shift() ?? ok);
  const submitNext = () => setTimeout(() => events.publish('otpCodeSubmitted', { code: codes.shift() ?? '' }), 0);
  events.on('otpSmsSent', submitNext);
  events.on('otpEmailSent', submitNext);
  events.on('otpIncorrectCodeSubmitted', submitNext);
  const incorrect = vi.fn();
  events.on('otpIncorrectCodeSubmitted', incorrect);
  const handle = { type: handleType, value: 'x' };
  const signIn = signInWithCode({
    handle,
    send,
    verify,
    events,
    signal: new AbortController().signal,
  });
  return { signIn, send, verify, incorrect };
}

describe('signing in with a one-time code', () => {
  it('keeps the texted code after a wrong one: nothing is texted again, and the code typed again signs in', async () => {
    const { signIn, send, verify, incorrect } = run([wrong, ok], ['000000', '123456'], 'phone_number');
    await signIn;
    expect(send).toHaveBeenCalledOnce();
    expect(verify.mock.calls).toEqual([['000000'], ['123456']]);
    expect(incorrect).toHaveBeenCalledOnce();
  });

  it('keeps the e-mailed code after a wrong one', async () => {
    const { signIn, send } = run([wrong, ok], ['000000', '123456'], 'email_address');
    await signIn;
    expect(send).toHaveBeenCalledOnce();
  });

  it('stops with a clear message when the code has expired', async () => {
    const { signIn } = run(
      [{ ok: false, status: 400, code: 'OTP_EXPIRED', message: 'OTP expired' }],
      ['123456'],
      'phone_number',
    );
    await expect(signIn).rejects.toThrow('The code has expired. Go back and ask for a new one.');
  });

  it('passes on the server’s words when the number is locked after wrong codes', async () => {
    const locked: AuthResult = { ok: false, status: 403, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' };
    const { signIn } = run([wrong, locked], ['000000', '123456'], 'phone_number');
    await expect(signIn).rejects.toThrow('Too many attempts');
  });
});
