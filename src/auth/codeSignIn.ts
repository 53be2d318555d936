/**
 * A sign-in with a one-time code, for the e-mailed and the texted code alike:
 * send the code, announce it, then check each code the reader submits (an `otpCodeSubmitted` event)
 * until one is accepted. Resolves once the session cookie is set; rejects with a message for the reader.
 * The site's specification asks for a new code after every wrong one; this site does not (see the handbook's
 * Reader Experience Decisions).
 */
import type { Handle } from '@site/contract/factors';
import type { AuthResult } from './authClient';
import type { SignInEvents } from './events';

export interface CodeSignInOptions {
  handle: Handle;
  send: () => Promise<AuthResult>;
  verify: (code: string) => Promise<AuthResult>;
  events: SignInEvents;
  signal: AbortSignal;
}

export const expiredCodeMessage = 'The code has expired. Go back and ask for a new one.';

export async function signInWithCode({ handle, send, verify, events, signal }: CodeSignInOptions): Promise<void> {
  const sendAndAnnounce = async () => {
    const sent = await send();
    if (!sent.ok) throw new Error(sent.message);
    events.emit(handle.type === 'phone_number' ? 'otpSmsSent' : 'otpEmailSent', { handle });
  };
  await sendAndAnnounce();
  for (;;) {
    const { code } = await events.next('otpCodeSubmitted', signal);
    const verified = await verify(code);
    if (verified.ok) return;
    if (verified.code === 'INVALID_OTP') {
      // The same code may be typed again (a mistyped digit): the server allows a few tries per code. A fresh code is
      // the reader's choice (Retry), not an answer to a typo, which would leave two texts and one valid code.
      events.emit('otpIncorrectCodeSubmitted', { handle });
      continue;
    }
    if (verified.code === 'OTP_EXPIRED') throw new Error(expiredCodeMessage);
    throw new Error(verified.message);
  }
}
