/**
 * The browser's calls to the sign-in service, through Better Auth's own client with the plugin clients of the
 * server's plugins (server/auth/auth.ts), and its `$fetch` for the site's own endpoints (SMS links, confirming a
 * link). Loaded with the sign-in form and the link page, never with a page readers read. Every call resolves to an
 * AuthResult.
 */
import { createAuthClient } from 'better-auth/client';
import { emailOTPClient, magicLinkClient, phoneNumberClient } from 'better-auth/client/plugins';
import { safeReturnPath } from '@site/contract/returnTarget';
import { linkConfirmationPath, signInPaths, smsLinkPaths, type SignInLinkKind } from '@site/contract/signIn';
import { betterAuthOptions } from './betterAuthOptions';
import { refusedBeforeSending, settle, type AuthResult } from './authResult';

export type { AuthResult };

/** What the client refuses to send: an empty code, a token that is not a string. */
export const missingOtpMessage = 'no OTP code provided';
export const tokenNotStringMessage = 'token must be a string';

function createSignInClient() {
  return createAuthClient({
    ...betterAuthOptions(),
    plugins: [magicLinkClient(), emailOTPClient(), phoneNumberClient()],
  });
}

let client: ReturnType<typeof createSignInClient> | undefined;

/** Made on the first call: the sign-in page also renders at build time, where there is no server to call. */
export function signInClient(): ReturnType<typeof createSignInClient> {
  client ??= createSignInClient();
  return client;
}

/** E-mails a single-use sign-in link; opening it lands on the link page (signInPaths.linkLanding). */
export function requestEmailLink(email: string): Promise<AuthResult> {
  return settle(() =>
    signInClient().signIn.magicLink({
      email,
      callbackURL: signInPaths.linkLanding,
      errorCallbackURL: signInPaths.linkLanding,
    }),
  );
}

/** E-mails a 6-digit one-time code. */
export function requestEmailCode(email: string): Promise<AuthResult> {
  return settle(() => signInClient().emailOtp.sendVerificationOtp({ email, type: 'sign-in' }));
}

/** Exchanges the e-mailed code for a session cookie. */
export function submitEmailCode(email: string, otp: string): Promise<AuthResult> {
  if (!otp) return refusedBeforeSending(missingOtpMessage);
  return settle(() => signInClient().signIn.emailOtp({ email, otp }));
}

/** Texts a 6-digit one-time code to a phone number (E.164). */
export function requestSmsCode(phoneNumber: string): Promise<AuthResult> {
  return settle(() => signInClient().phoneNumber.sendOtp({ phoneNumber }));
}

/** Exchanges the texted code for a session cookie; an unknown number becomes a new customer account. */
export function submitSmsCode(phoneNumber: string, code: string): Promise<AuthResult> {
  if (!code) return refusedBeforeSending(missingOtpMessage);
  return settle(() => signInClient().phoneNumber.verify({ phoneNumber, code }));
}

/** The site's own sign-in endpoints under /api/auth (server/auth/smsSignIn.ts, server/auth/linkBinding.ts). */
function postToSite<Body>(path: string, body: Record<string, unknown>): Promise<AuthResult<Body | null>> {
  return settle(() => signInClient().$fetch<Body>(path, { method: 'POST', body }));
}

/** Texts a single-use sign-in link to a phone number (E.164). */
export function requestSmsLink(phoneNumber: string): Promise<AuthResult> {
  return postToSite(smsLinkPaths.send, { phoneNumber });
}

/** Spends the token of an SMS link (read from the link page's address) for a session cookie. */
export function submitSmsLinkToken(token: unknown): Promise<AuthResult> {
  if (typeof token !== 'string') return refusedBeforeSending(tokenNotStringMessage);
  return postToSite(smsLinkPaths.verify, { token });
}

/**
 * For a sign-in link opened in a browser that did not ask for it: names the account it signs in to, or, `confirmed`,
 * hands the link to this browser (which then opens it as the one that asked).
 */
export function confirmSignInLink(
  kind: SignInLinkKind,
  token: string,
  confirmed: boolean,
): Promise<AuthResult<{ account?: string } | null>> {
  return postToSite(linkConfirmationPath, { kind, token, ...(confirmed ? { confirmed: true } : {}) });
}

/** Asks where to send the reader to sign in with the single sign-on provider; they come back to `returnTo`. */
export function requestSingleSignOn(
  providerId: string,
  requested: string,
): Promise<AuthResult<{ url?: string } | null>> {
  const returnTo = safeReturnPath(requested);
  return startSingleSignOn(providerId, returnTo, `${signInPaths.page}?returnTo=${encodeURIComponent(returnTo)}`);
}

/** The same, for a popup: the provider's round trip ends on `landing` (with `?error=` when it failed). */
export function requestSingleSignOnEndingOn(
  providerId: string,
  landing: string,
): Promise<AuthResult<{ url?: string } | null>> {
  return startSingleSignOn(providerId, landing, landing);
}

/** The server's generic OAuth plugin registers the directory as a provider of Better Auth's social sign-in. */
function startSingleSignOn(
  providerId: string,
  callbackURL: string,
  errorCallbackURL: string,
): Promise<AuthResult<{ url?: string } | null>> {
  return settle(() => signInClient().signIn.social({ provider: providerId, callbackURL, errorCallbackURL }));
}
