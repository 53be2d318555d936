/**
 * The tab a sign-in link opens (signInPaths.linkLanding). An e-mail link has already been spent by the
 * server, which redirects here with `?error=…` when it could not be; an SMS link carries its token in the
 * fragment and is spent from here. Either way this tab ends on "You are now authenticated!" while the tab
 * that asked for the link, polling the session, signs itself in.
 *
 * A link opened in a browser that did not ask for it (server/auth/linkBinding.ts) is not spent until the reader
 * confirms the account it names: an e-mailed link arrives here as `#email_link=<its address>`, an SMS link's POST is
 * refused with LINK_NOT_CONFIRMED. Someone else's link would sign this browser in to their account.
 */
import {
  betterAuthPaths,
  emailLinkParameter,
  signInPaths,
  smsLinkTokenParameter,
  type SignInLinkKind,
} from '@site/contract/signIn';
import { confirmSignInLink, submitSmsLinkToken } from './authClient';
import type { SignInEvents } from './events';
import { fetchMe } from './me';
import { signInErrorMessage, spentLinkMessage } from './signInErrors';

export type LinkOutcome =
  | { ok: true }
  | { ok: false; message: string }
  /** The reader decides: `account` is the link's address or number, in full; `accept` signs in to it. */
  | { ok: false; confirm: { account: string; accept: () => Promise<LinkOutcome> } };

export function smsLinkToken(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(smsLinkTokenParameter);
  return token || undefined;
}

const emailLinkAddress = `${signInPaths.auth}${betterAuthPaths.emailLink.verify}`;

/**
 * The e-mailed link to confirm, from `#email_link=…`: only this site's link address, so a crafted fragment cannot send
 * the reader anywhere else.
 */
export function emailLinkToConfirm(hash: string, origin: string): { address: string; token: string } | undefined {
  const written = new URLSearchParams(hash.replace(/^#/, '')).get(emailLinkParameter);
  if (!written?.startsWith(`${emailLinkAddress}?`)) return undefined;
  const link = new URL(written, origin);
  const token = link.searchParams.get('token');
  if (link.origin !== origin || link.pathname !== emailLinkAddress || !token) return undefined;
  return { address: link.pathname + link.search, token };
}

async function askToConfirm(
  kind: SignInLinkKind,
  token: string,
  afterConfirming: () => Promise<LinkOutcome>,
): Promise<LinkOutcome> {
  const named = await confirmSignInLink(kind, token, false);
  if (!named.ok) return { ok: false, message: named.message };
  const account = named.body?.account ?? '';
  return {
    ok: false,
    confirm: {
      account,
      async accept() {
        const handed = await confirmSignInLink(kind, token, true);
        return handed.ok ? afterConfirming() : { ok: false, message: handed.message };
      },
    },
  };
}

async function spendSmsLink(token: string, events: SignInEvents, confirmed: boolean): Promise<LinkOutcome> {
  const spent = await submitSmsLinkToken(token);
  if (spent.ok) {
    events.emit('userAuthenticatedFromURL', { handleType: 'phone_number' });
    return { ok: true };
  }
  if (spent.code === 'LINK_NOT_CONFIRMED' && !confirmed)
    return askToConfirm('sms_link', token, () => spendSmsLink(token, events, true));
  return { ok: false, message: spent.message };
}

export async function completeLinkSignIn(
  location: { hash: string; search: string; origin?: string },
  events: SignInEvents,
  openLink: (address: string) => void = (address) => window.location.assign(address),
): Promise<LinkOutcome> {
  const emailLink = new URLSearchParams(location.hash.replace(/^#/, '')).has(emailLinkParameter)
    ? emailLinkToConfirm(location.hash, location.origin ?? window.location.origin)
    : undefined;
  if (emailLink) {
    return askToConfirm('email_link', emailLink.token, () => {
      // Now this browser's link: opened again, the server spends it and comes back here signed in.
      openLink(emailLink.address);
      return new Promise<LinkOutcome>(() => {});
    });
  }
  const token = smsLinkToken(location.hash);
  if (token) return spendSmsLink(token, events, false);
  const error = new URLSearchParams(location.search).get('error');
  if (error !== null) return { ok: false, message: signInErrorMessage(error) };
  if (!(await fetchMe())) return { ok: false, message: spentLinkMessage };
  events.emit('userAuthenticatedFromURL', { handleType: 'email_address' });
  return { ok: true };
}
