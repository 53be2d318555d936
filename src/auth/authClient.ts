/**
 * The browser's calls to the sign-in API (Better Auth, mounted by the site server under /api/auth).
 * Every call resolves to a result value; a failure carries a message a person can act on.
 */
import { safeReturnPath } from '@site/config/returnTarget';
import {
  betterAuthPaths,
  linkConfirmationPath,
  signInPaths,
  smsLinkPaths,
  type SignInLinkKind,
} from '@site/config/signIn';

const authBasePath = signInPaths.auth;

/** A failure carries Better Auth's error code (e.g. INVALID_OTP, OTP_EXPIRED) when it sent one. */
export type AuthResult<Body = unknown> =
  | { ok: true; body: Body }
  | { ok: false; status: number; message: string; code?: string };

const genericFailure = 'There has been an error while submitting your form. Please try again.';

/** What the client refuses to send: an empty code, a token that is not a string. */
export const missingOtpMessage = 'no OTP code provided';
export const tokenNotStringMessage = 'token must be a string';
/** An account action (passkeys, access tokens) asked for without a session. */
export const unauthenticatedUserMessage = 'Cannot call methods on unauthenticated user';

function refusedBeforeSending(message: string): Promise<AuthResult> {
  return Promise.resolve({ ok: false, status: 400, message });
}

export function postJson<Body = unknown>(path: string, body: unknown): Promise<AuthResult<Body>> {
  return call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export function getJson<Body = unknown>(path: string): Promise<AuthResult<Body>> {
  return call(path, { method: 'GET', headers: { accept: 'application/json' } });
}

async function call<Body>(path: string, init: RequestInit): Promise<AuthResult<Body>> {
  let response: Response;
  try {
    response = await fetch(`${authBasePath}${path}`, { ...init, credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0, message: 'The sign-in service cannot be reached. Check your network connection.' };
  }
  if (response.ok) return { ok: true, body: (await response.json().catch(() => null)) as Body };
  const payload = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const message = typeof payload?.message === 'string' && payload.message ? payload.message : genericFailure;
  const code = typeof payload?.code === 'string' ? payload.code : undefined;
  return { ok: false, status: response.status, message, ...(code ? { code } : {}) };
}

/** E-mails a single-use sign-in link; opening it lands on the link page (signInPaths.linkLanding). */
export function requestEmailLink(email: string): Promise<AuthResult> {
  return postJson(betterAuthPaths.emailLink.send, {
    email,
    callbackURL: signInPaths.linkLanding,
    errorCallbackURL: signInPaths.linkLanding,
  });
}

/** E-mails a 6-digit one-time code. */
export function requestEmailCode(email: string): Promise<AuthResult> {
  return postJson(betterAuthPaths.emailCode.send, { email, type: 'sign-in' });
}

/** Exchanges the e-mailed code for a session cookie. */
export function submitEmailCode(email: string, otp: string): Promise<AuthResult> {
  if (!otp) return refusedBeforeSending(missingOtpMessage);
  return postJson(betterAuthPaths.emailCode.verify, { email, otp });
}

/** Texts a 6-digit one-time code to a phone number (E.164). */
export function requestSmsCode(phoneNumber: string): Promise<AuthResult> {
  return postJson(betterAuthPaths.smsCode.send, { phoneNumber });
}

/** Exchanges the texted code for a session cookie; an unknown number becomes a new customer account. */
export function submitSmsCode(phoneNumber: string, code: string): Promise<AuthResult> {
  if (!code) return refusedBeforeSending(missingOtpMessage);
  return postJson(betterAuthPaths.smsCode.verify, { phoneNumber, code });
}

/** Texts a single-use sign-in link to a phone number (E.164). */
export function requestSmsLink(phoneNumber: string): Promise<AuthResult> {
  return postJson(smsLinkPaths.send, { phoneNumber });
}

/** Spends the token of an SMS link (read from the link page's address) for a session cookie. */
export function submitSmsLinkToken(token: unknown): Promise<AuthResult> {
  if (typeof token !== 'string') return refusedBeforeSending(tokenNotStringMessage);
  return postJson(smsLinkPaths.verify, { token });
}

/**
 * For a sign-in link opened in a browser that did not ask for it: names the account it signs in to, or, `confirmed`,
 * hands the link to this browser (which then opens it as the one that asked).
 */
export function confirmSignInLink(
  kind: SignInLinkKind,
  token: string,
  confirmed: boolean,
): Promise<AuthResult<{ account?: string }>> {
  return postJson(linkConfirmationPath, { kind, token, ...(confirmed ? { confirmed: true } : {}) });
}

/** Asks where to send the reader to sign in with the single sign-on provider; they come back to `returnTo`. */
export function requestSingleSignOn(providerId: string, requested: string): Promise<AuthResult<{ url?: string }>> {
  const returnTo = safeReturnPath(requested);
  return startSingleSignOn(providerId, returnTo, `${signInPaths.page}?returnTo=${encodeURIComponent(returnTo)}`);
}

/** The same, for a popup: the provider's round trip ends on `landing` (with `?error=` when it failed). */
export function requestSingleSignOnEndingOn(
  providerId: string,
  landing: string,
): Promise<AuthResult<{ url?: string }>> {
  return startSingleSignOn(providerId, landing, landing);
}

function startSingleSignOn(
  providerId: string,
  callbackURL: string,
  errorCallbackURL: string,
): Promise<AuthResult<{ url?: string }>> {
  return postJson(betterAuthPaths.singleSignOn.start, { provider: providerId, callbackURL, errorCallbackURL });
}

/** Ends the session on the server; the caller reloads so the public build is served. */
export function signOut(): Promise<AuthResult> {
  return postJson(betterAuthPaths.signOut, {});
}
