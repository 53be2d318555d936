/**
 * Single sign-on as a login function for the login flow: the server answers with the provider's sign-in
 * address and the browser goes there; the provider sends the reader back signed in (redirect mode).
 */
import { requestSingleSignOn } from './authClient';

export interface SingleSignOnOptions {
  providerId: string;
  returnTo: string;
  navigate?: (url: string) => void;
}

export async function signInWithSingleSignOn({
  providerId,
  returnTo,
  navigate = (url) => window.location.assign(url),
}: SingleSignOnOptions): Promise<void> {
  const started = await requestSingleSignOn(providerId, returnTo);
  if (!started.ok) throw new Error(started.message);
  const url = started.body.url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('Bad OAuth sign in URL');
  navigate(url);
  // The page is leaving for the provider; the flow stays "authenticating" until it has gone.
  await new Promise<never>(() => {});
}
