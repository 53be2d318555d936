import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithEmailCode } from '@site/src/auth/emailSignIn';

/** Answers the sign-in API's calls in order, as the server would. */
function serverAnswering(...answers: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('signing in with an e-mailed code', () => {
  it('asks again after a wrong code and succeeds with the right one', async () => {
    const calls = serverAnswering(
      { status: 200, body: { success: true } },
      { status: 400, body: { code: 'INVALID_OTP', message: 'Invalid OTP' } },
      { status: 200, body: { token: 't' } },
    );
    const codes = ['111111', '123456'];
    const onIncorrectCode = vi.fn();
    const onCodeSent = vi.fn();
    await signInWithEmailCode({ email: 'a@b.example', nextCode: async () => codes.shift()!, onCodeSent, onIncorrectCode });
    expect(onCodeSent).toHaveBeenCalledOnce();
    expect(onIncorrectCode).toHaveBeenCalledOnce();
    expect(calls).toEqual([
      '/api/auth/email-otp/send-verification-otp',
      '/api/auth/sign-in/email-otp',
      '/api/auth/sign-in/email-otp',
    ]);
  });

  it('stops with a clear message when the code has expired', async () => {
    serverAnswering({ status: 200, body: {} }, { status: 400, body: { code: 'OTP_EXPIRED', message: 'OTP expired' } });
    await expect(
      signInWithEmailCode({ email: 'a@b.example', nextCode: async () => '123456', onCodeSent: () => {}, onIncorrectCode: () => {} }),
    ).rejects.toThrow('The code has expired. Go back and ask for a new one.');
  });

  it('passes on the server’s message when the code cannot be sent', async () => {
    serverAnswering({ status: 429, body: { message: 'Too many requests. Please try again later.' } });
    await expect(
      signInWithEmailCode({ email: 'a@b.example', nextCode: async () => '123456', onCodeSent: () => {}, onIncorrectCode: () => {} }),
    ).rejects.toThrow('Too many requests. Please try again later.');
  });
});
