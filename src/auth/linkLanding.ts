/**
 * The tab a sign-in link opens (signInPaths.linkLanding). An e-mail link has already been spent by the
 * server, which redirects here with `?error=…` when it could not be; an SMS link carries its token in the
 * fragment and is spent from here. Either way this tab ends on "You are now authenticated!" while the tab
 * that asked for the link, polling the session, signs itself in.
 */
import { smsLinkTokenParameter } from '@site/config/signIn';
import { submitSmsLinkToken } from './authClient';
import type { SignInEvents } from './events';
import { fetchMe } from './me';
import { signInErrorMessage, spentLinkMessage } from './signInErrors';

export type LinkOutcome = { ok: true } | { ok: false; message: string };

export function smsLinkToken(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(smsLinkTokenParameter);
  return token || undefined;
}

export async function completeLinkSignIn(
  location: { hash: string; search: string },
  events: SignInEvents,
): Promise<LinkOutcome> {
  const token = smsLinkToken(location.hash);
  if (token) {
    const spent = await submitSmsLinkToken(token);
    if (!spent.ok) return { ok: false, message: spent.message };
    events.emit('userAuthenticatedFromURL', { handleType: 'phone_number' });
    return { ok: true };
  }
  const error = new URLSearchParams(location.search).get('error');
  if (error !== null) return { ok: false, message: signInErrorMessage(error) };
  if (!(await fetchMe())) return { ok: false, message: spentLinkMessage };
  events.emit('userAuthenticatedFromURL', { handleType: 'email_address' });
  return { ok: true };
}
