/**
 * A sign-in with a link sent by e-mail or SMS: send it, then wait on the session until the link is opened (in any
 * tab, or on another device with the same browser profile), giving up when the link has expired. The session is
 * checked every few seconds while this tab is in view, at once when it comes back into view, and at once when the
 * link's tab announces the sign-in (src/auth/signInBroadcast.ts): a background tab's timers are slowed by the
 * browser, and the reader must not come back to "Check your email" after the link has done its work.
 */
import { signInLifetimeMinutes } from '@site/contract/signIn';
import type { AuthResult } from './authClient';
import { fetchMe } from './me';
import { onSignInElsewhere } from './signInBroadcast';

export const sessionPollIntervalMs = 2000;
export const linkLifetimeMs = signInLifetimeMinutes * 60 * 1000;
export const expiredLinkMessage = 'The sign-in link has expired. Go back and ask for a new one.';

/** Subscribes `nudge` to whatever says the session is worth checking now; returns the unsubscribe function. */
export type SessionNudges = (nudge: () => void) => () => void;

export interface LinkSignInOptions {
  send: () => Promise<AuthResult>;
  signal: AbortSignal;
  /** Whether a session exists yet; the site's /api/session by default. */
  signedIn?: () => Promise<boolean>;
  now?: () => number;
  /** Whether the reader cannot see this tab, when a timed check would be wasted. */
  hidden?: () => boolean;
  nudges?: SessionNudges;
}

function browserNudges(nudge: () => void): () => void {
  const stopListening = onSignInElsewhere(nudge);
  const nudgeWhenVisible = () => {
    if (document.visibilityState === 'visible') nudge();
  };
  document.addEventListener('visibilitychange', nudgeWhenVisible);
  return () => {
    stopListening();
    document.removeEventListener('visibilitychange', nudgeWhenVisible);
  };
}

/** Resolves `timer` after the poll interval, `nudge` when nudged first, either way early when the sign-in is cancelled. */
function nextCheck(nudges: SessionNudges, signal: AbortSignal): Promise<'timer' | 'nudge'> {
  return new Promise((resolve) => {
    let stop = () => {};
    const settle = (reason: 'timer' | 'nudge') => {
      clearTimeout(timer);
      stop();
      signal.removeEventListener('abort', onAbort);
      resolve(reason);
    };
    const onAbort = () => settle('nudge');
    const timer = setTimeout(() => settle('timer'), sessionPollIntervalMs);
    stop = nudges(() => settle('nudge'));
    signal.addEventListener('abort', onAbort);
  });
}

export async function signInWithLink({
  send,
  signal,
  signedIn = async () => (await fetchMe()) !== null,
  now = Date.now,
  hidden = () => document.visibilityState === 'hidden',
  nudges = browserNudges,
}: LinkSignInOptions): Promise<void> {
  const sent = await send();
  if (!sent.ok) throw new Error(sent.message);
  const expiresAt = now() + linkLifetimeMs;
  while (!signal.aborted) {
    if (now() > expiresAt) throw new Error(expiredLinkMessage);
    const reason = await nextCheck(nudges, signal);
    if (signal.aborted) break;
    if (reason === 'timer' && hidden()) continue;
    if (await signedIn()) return;
  }
  throw new Error('Sign-in was cancelled.');
}
