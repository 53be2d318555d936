/**
 * Facts of sign-in that the browser and the server must agree on: where the APIs live, where the
 * sign-in pages are, and how long and how long-lived the codes and links are.
 */
export const signInPaths = {
  /** Better Auth's handler. */
  auth: '/api/auth',
  /** Who is signed in (contract/me.ts `Me`); 401 when nobody is. */
  me: '/api/me',
  /** The same result for the browser, where "nobody" is an answer: `{ me: null }`. */
  session: '/api/session',
  /** The factors the login form offers. */
  options: '/api/sign-in-options',
  /** The public page that stands in for any page needing a session (401/403). */
  page: '/sign-in',
  /**
   * Where an e-mailed or texted sign-in link lands: it shows "You are now authenticated!" while the tab
   * that asked for the link signs itself in. A link opened in another browser first asks the reader to confirm
   * the account it signs in to.
   */
  linkLanding: '/sign-in/link',
} as const;

/**
 * Better Auth's endpoints that the site server forwards and guards (server/auth/siteEndpoints.ts), below
 * `signInPaths.auth`, as Better Auth names them; the browser calls them through Better Auth's own client
 * (src/auth/authClient.ts). An upgrade that renames one is fixed here; tests/unit/server/betterAuthPaths.test.ts
 * checks every entry against the endpoints the configured Better Auth instance serves.
 */
export const betterAuthPaths = {
  /** The magic-link plugin: mail a link, then open it (a GET from the e-mail). */
  emailLink: { send: '/sign-in/magic-link', verify: '/magic-link/verify' },
  /** The email-otp plugin: mail a code, then sign in with it. */
  emailCode: { send: '/email-otp/send-verification-otp', verify: '/sign-in/email-otp' },
  /** The phone-number plugin: text a code, then sign in with it. */
  smsCode: { send: '/phone-number/send-otp', verify: '/phone-number/verify' },
  passkey: {
    signInOptions: '/passkey/generate-authenticate-options',
    signIn: '/passkey/verify-authentication',
    addOptions: '/passkey/generate-register-options',
    add: '/passkey/verify-registration',
    list: '/passkey/list-user-passkeys',
    remove: '/passkey/delete-passkey',
  },
  singleSignOn: {
    start: '/sign-in/social',
    /** The provider's redirect back, with its id for `:id` (see singleSignOnCallbackPath). */
    callback: '/callback/:id',
  },
  signOut: '/sign-out',
} as const;

/** The address the single sign-on provider `providerId` redirects back to, below `signInPaths.auth`. */
export function singleSignOnCallbackPath(providerId: string): string {
  return betterAuthPaths.singleSignOn.callback.replace(':id', providerId);
}

/** The SMS link's endpoints under the auth handler (server/auth/smsSignIn.ts). */
export const smsLinkPaths = {
  send: '/sms-link/send',
  verify: '/sms-link/verify',
} as const;

/**
 * Confirming a sign-in link opened in a browser other than the one that asked for it
 * (server/auth/linkBinding.ts): `{ kind, token }` names the account the link signs in to, and with
 * `confirmed: true` hands the link to this browser.
 */
export const linkConfirmationPath = '/sign-in-link/confirm';

/** The two kinds of sign-in link, as the confirmation endpoint names them. */
export const signInLinkKinds = ['email_link', 'sms_link'] as const;
export type SignInLinkKind = (typeof signInLinkKinds)[number];

/**
 * An e-mailed link opened in a browser that did not ask for it is sent on to the link page with its own address (path
 * and query) in the fragment, `#email_link=…`, to be confirmed there before it is opened again.
 */
export const emailLinkParameter = 'email_link';

/**
 * An SMS link carries its token in the address's fragment (`#token=…`): a fragment never reaches a
 * server, so the token stays out of access logs, and link previewers that fetch the address cannot
 * spend it; the landing page posts it.
 */
export const smsLinkTokenParameter = 'token';

/** Digits in a texted or e-mailed sign-in code. */
export const signInCodeLength = 6;

/** How long a code or link works. */
export const signInLifetimeMinutes = 5;

/** Wrong codes allowed for one handle before it is locked for the rest of the code's lifetime. */
export const signInCodeAttempts = 5;

/**
 * How long a session lasts after its last renewal (Better Auth's `session.expiresIn`), and how long the
 * directory groups a single sign-on gave count, on its session and the reader's access tokens, when no later one
 * renews them (server/auth/staffRule.ts `directoryGroupsCount`).
 */
export const sessionLifetimeDays = 7;
