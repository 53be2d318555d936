/**
 * The Better Auth endpoints this site's sign-in actually uses. Better Auth and its plugins answer many more
 * (password sign-in and reset, e-mail change, account linking, session lists...), some of which do harm here:
 * `/phone-number/request-password-reset` stores a reset code it never texts, `/phone-number/reset-password`
 * then takes guesses at it with no per-number limit, and a right guess sets a password that
 * `/sign-in/phone-number` accepts for that number's account; `/email-otp/request-password-reset` mails a
 * "sign-in code" that cannot sign in, outside the per-inbox limit. So the site forwards only the addresses
 * below, exactly as written, and answers every other one with a 404: an endpoint a Better Auth upgrade adds
 * stays closed until it is listed here.
 */
import {
  betterAuthPaths,
  linkConfirmationPath,
  singleSignOnCallbackPath,
  smsLinkPaths,
} from '../../contract/signIn.js';

type Method = 'GET' | 'POST';

/** Paths under /api/auth, by the method the site's pages (src/auth/) and sign-in links use for them. */
const siteEndpoints: Readonly<Record<Method, readonly string[]>> = {
  GET: [
    // The link in a sign-in e-mail.
    betterAuthPaths.emailLink.verify,
    betterAuthPaths.passkey.signInOptions,
    betterAuthPaths.passkey.addOptions,
    betterAuthPaths.passkey.list,
  ],
  POST: [
    betterAuthPaths.emailLink.send,
    betterAuthPaths.emailCode.send,
    betterAuthPaths.emailCode.verify,
    betterAuthPaths.smsCode.send,
    betterAuthPaths.smsCode.verify,
    smsLinkPaths.send,
    smsLinkPaths.verify,
    // A sign-in link opened in another browser than the one that asked: the link page confirms it (./linkBinding.ts).
    linkConfirmationPath,
    betterAuthPaths.passkey.signIn,
    betterAuthPaths.passkey.add,
    betterAuthPaths.passkey.remove,
    betterAuthPaths.singleSignOn.start,
    betterAuthPaths.signOut,
  ],
};

/**
 * Whether the site forwards `method` at `path` (below /api/auth, without the query) to Better Auth. The
 * single sign-on provider's redirect back (singleSignOnCallbackPath) arrives as a GET, or as a POST when the
 * provider answers with a form.
 */
export function isSiteEndpoint(method: string, path: string, singleSignOnProviderId: string | undefined): boolean {
  if (singleSignOnProviderId !== undefined && path === singleSignOnCallbackPath(singleSignOnProviderId))
    return method === 'GET' || method === 'POST';
  const listed =
    method === 'GET' || method === 'HEAD' ? siteEndpoints.GET : method === 'POST' ? siteEndpoints.POST : [];
  return listed.includes(path);
}
