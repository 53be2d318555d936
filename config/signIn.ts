/**
 * Facts of sign-in that the browser and the server must agree on: where the APIs live, where the
 * sign-in page is, and how long and how long-lived the e-mailed code and link are.
 */
export const signInPaths = {
  /** Better Auth's handler. */
  auth: '/api/auth',
  /** The seed's /me result; 401 when nobody is signed in. */
  me: '/api/me',
  /** The same result for the browser, where "nobody" is an answer: `{ me: null }`. */
  session: '/api/session',
  /** The factors the login form offers. */
  options: '/api/sign-in-options',
  /** The public page that stands in for any page needing a session (401/403). */
  page: '/sign-in',
} as const;

/** Digits in an e-mailed sign-in code (seed §9: OTP length 6). */
export const signInCodeLength = 6;

/** How long an e-mailed code or link works. */
export const signInLifetimeMinutes = 5;
