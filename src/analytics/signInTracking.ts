/**
 * Sign-in outcomes from the login form's events (src/auth/events.ts) as AuthenticationSucceeded_v1 and
 * AuthenticationFailed_v1. A success reloads the page at once (the server then serves the reader's build),
 * and the new session may not have the reader's consent on the server yet; so a success is kept in session
 * storage and sent on the next settled page, after the consent has followed the reader to their account.
 * Loaded only where it has work: with the sign-in screens, and on the page after a sign-in
 * (src/clientModules/analytics.ts).
 */
import { signInEvents, type SignInEvents } from '@site/src/auth/events';
import type { EventData } from '@site/contract/events';
import { readStored, writeStored } from './browserStorage';
import { consentSnapshot, settleAfterSignIn, settled } from './consent';
import { track, trackNow } from './track';
import { pendingSignInKey } from './pendingSignIn';

type Success = EventData<'AuthenticationSucceeded_v1'>;

function keepSuccess(success: Success): void {
  // Nothing is kept for a reader who has not allowed analytics.
  if (consentSnapshot().decision !== 'analytics') return;
  writeStored('sessionStorage', pendingSignInKey, JSON.stringify(success));
}

/**
 * Sends a success kept before the reload, once; call after consent has settled. Forgetting it and sending
 * it happen together, so a page unloading in between cannot lose it.
 */
function sendPendingSignIn(): void {
  const kept = readStored('sessionStorage', pendingSignInKey);
  if (!kept) return;
  let success: Partial<Success> = {};
  try {
    success = JSON.parse(kept) as Partial<Success>;
  } catch {
    // Not ours: dropped below.
  }
  writeStored('sessionStorage', pendingSignInKey, null);
  if (typeof success.method === 'string') trackNow('AuthenticationSucceeded_v1', { method: success.method });
}

export function trackSignIns(events: SignInEvents): () => void {
  const stops = [
    events.on('idFlowSucceeded', ({ factor }) => {
      keepSuccess({ method: factor.method });
      void settleAfterSignIn().then(sendPendingSignIn);
    }),
    events.on('userAuthenticatedFromURL', ({ handleType }) => {
      keepSuccess({ method: handleType === 'phone_number' ? 'sms_link' : 'email_link' });
      void settleAfterSignIn().then(sendPendingSignIn);
    }),
    // The error's own text can quote what the reader typed; only the method is recorded.
    events.on('idFlowFailed', ({ factor }) => void track('AuthenticationFailed_v1', { method: factor.method })),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

let tracking = false;

/**
 * Follows the page's sign-in events (src/auth/events.ts); the screens that sign readers in call it as they load.
 * Once per page however often they open, so no outcome is counted twice.
 */
export function trackPageSignIns(): void {
  if (tracking) return;
  tracking = true;
  trackSignIns(signInEvents);
}

/** Sends, once consent has settled, a success kept before the reload that brought the reader to this page. */
export function sendPendingSignInWhenSettled(): void {
  void settled().then(sendPendingSignIn);
}
