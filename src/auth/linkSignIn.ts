/**
 * A sign-in with a link sent by e-mail or SMS: send it, then poll the session every second until the link
 * is opened (in any tab, or on another device with the same browser profile),
 * giving up when the link has expired.
 */
import { signInLifetimeMinutes } from '@site/config/signIn';
import type { AuthResult } from './authClient';
import { fetchMe } from './me';

export const sessionPollIntervalMs = 1000;
export const linkLifetimeMs = signInLifetimeMinutes * 60 * 1000;
export const expiredLinkMessage = 'The sign-in link has expired. Go back and ask for a new one.';

export interface LinkSignInOptions {
  send: () => Promise<AuthResult>;
  signal: AbortSignal;
  /** Whether a session exists yet; the site's /api/session by default. */
  signedIn?: () => Promise<boolean>;
  now?: () => number;
}

export async function signInWithLink({
  send,
  signal,
  signedIn = async () => (await fetchMe()) !== null,
  now = Date.now,
}: LinkSignInOptions): Promise<void> {
  const sent = await send();
  if (!sent.ok) throw new Error(sent.message);
  const expiresAt = now() + linkLifetimeMs;
  while (!signal.aborted) {
    if (now() > expiresAt) throw new Error(expiredLinkMessage);
    await new Promise((resolve) => setTimeout(resolve, sessionPollIntervalMs));
    if (!signal.aborted && (await signedIn())) return;
  }
  throw new Error('Sign-in was cancelled.');
}
