/**
 * Single sign-on as a login function for the login flow: the server answers with the provider's sign-in
 * address and the browser goes there; the provider sends the reader back signed in (redirect mode).
 */
import { requestSingleSignOn } from './authClient';
import type { SignInEvents } from './events';
import { markJustSignedIn } from './signedInNotice';

export interface SingleSignOnOptions {
  providerId: string;
  returnTo: string;
  events: SignInEvents;
  navigate?: (url: string) => void;
}

export async function signInWithSingleSignOn({
  providerId,
  returnTo,
  events,
  navigate = (url) => window.location.assign(url),
}: SingleSignOnOptions): Promise<void> {
  events.emit('oauthFlowStarted', { providerId });
  try {
    const started = await requestSingleSignOn(providerId, returnTo);
    if (!started.ok) throw new Error(started.message);
    const url = started.body?.url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('Bad OAuth sign in URL');
    // The provider brings the reader back to the page in this tab without passing through the form again, so the
    // mark is left now; the notice shows only if that page finds the reader signed in.
    markJustSignedIn();
    navigate(url);
  } catch (error) {
    events.emit('oauthFlowFailed', { providerId, error: error instanceof Error ? error : new Error(String(error)) });
    throw error;
  }
  // The page is leaving for the provider; the flow stays "authenticating" until it has gone.
  await new Promise<never>(() => {});
}
