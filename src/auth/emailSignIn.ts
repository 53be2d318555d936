/**
 * The two e-mail factors as login functions for the login flow: each resolves once the reader is signed in
 * and rejects with an Error whose message can be shown to them.
 */
import { requestEmailCode, requestEmailLink, submitEmailCode } from './authClient';
import { fetchMe } from './me';
import { signInLifetimeMinutes } from '@site/config/signIn';

export const sessionPollIntervalMs = 1000;
/** How long a sign-in link or code works. */
export const emailSignInLifetimeMs = signInLifetimeMinutes * 60 * 1000;

export interface EmailLinkOptions {
  email: string;
  returnTo: string;
  signal: AbortSignal;
}

/**
 * Sends the link, then polls the session every second until the link is opened (seed §4 "Proxy challenge"),
 * and gives up when the link has expired.
 */
export async function signInWithEmailLink({ email, returnTo, signal }: EmailLinkOptions): Promise<void> {
  const sent = await requestEmailLink(email, returnTo);
  if (!sent.ok) throw new Error(sent.message);
  const expiresAt = Date.now() + emailSignInLifetimeMs;
  while (!signal.aborted) {
    if (Date.now() > expiresAt) throw new Error('The sign-in link has expired. Go back and ask for a new one.');
    await new Promise((resolve) => setTimeout(resolve, sessionPollIntervalMs));
    if (await fetchMe()) return;
  }
  throw new Error('Sign-in was cancelled.');
}

export interface EmailCodeOptions {
  email: string;
  /** Resolves with each code the reader submits. */
  nextCode: () => Promise<string>;
  onCodeSent: () => void;
  onIncorrectCode: () => void;
}

/** Sends a code, then checks each code submitted until one is accepted. */
export async function signInWithEmailCode({ email, nextCode, onCodeSent, onIncorrectCode }: EmailCodeOptions): Promise<void> {
  const sent = await requestEmailCode(email);
  if (!sent.ok) throw new Error(sent.message);
  onCodeSent();
  for (;;) {
    const verified = await submitEmailCode(email, await nextCode());
    if (verified.ok) return;
    if (verified.code === 'INVALID_OTP') {
      onIncorrectCode();
      continue;
    }
    if (verified.code === 'OTP_EXPIRED') throw new Error('The code has expired. Go back and ask for a new one.');
    throw new Error(verified.message);
  }
}
