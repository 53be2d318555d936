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
import { smsLinkPaths } from '../../config/signIn.js';

type Method = 'GET' | 'POST';

/** Paths under /api/auth, by the method the site's pages (src/auth/) and sign-in links use for them. */
const siteEndpoints: Readonly<Record<Method, readonly string[]>> = {
  GET: [
    // The link in a sign-in e-mail.
    '/magic-link/verify',
    '/passkey/generate-authenticate-options',
    '/passkey/generate-register-options',
    '/passkey/list-user-passkeys',
  ],
  POST: [
    '/sign-in/magic-link',
    '/email-otp/send-verification-otp',
    '/sign-in/email-otp',
    '/phone-number/send-otp',
    '/phone-number/verify',
    smsLinkPaths.send,
    smsLinkPaths.verify,
    '/passkey/verify-authentication',
    '/passkey/verify-registration',
    '/passkey/delete-passkey',
    '/sign-in/social',
    '/sign-out',
  ],
};

/**
 * Whether the site forwards `method` at `path` (below /api/auth, without the query) to Better Auth. The
 * single sign-on provider's redirect back, `/callback/<provider id>`, arrives as a GET, or as a POST when the
 * provider answers with a form.
 */
export function isSiteEndpoint(method: string, path: string, singleSignOnProviderId: string | undefined): boolean {
  if (singleSignOnProviderId !== undefined && path === `/callback/${singleSignOnProviderId}`) return method === 'GET' || method === 'POST';
  const listed = method === 'GET' || method === 'HEAD' ? siteEndpoints.GET : method === 'POST' ? siteEndpoints.POST : [];
  return listed.includes(path);
}
