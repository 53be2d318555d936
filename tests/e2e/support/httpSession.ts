/**
 * Signs in through the real e-mail-code flow with plain `fetch`, for code that runs without a browser
 * (the fuzz and load tests, the load benchmark). Returns the `Cookie` header that carries the session.
 */
import { betterAuthPaths, signInPaths } from '../../../config/signIn';
import { mailFiles, signInCode, signInLink, waitForMail } from './mailbox';

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
export function cookieHeaderOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
}

/** Asks for a sign-in code for `email`; resolves with the response, whatever its status. */
export function requestSignInCode(baseURL: string, email: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${baseURL}${signInPaths.auth}${betterAuthPaths.emailCode.send}`, {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, type: 'sign-in' }),
  });
}

/** Enters a sign-in code; resolves with the response, whatever its status. */
export function enterSignInCode(baseURL: string, email: string, otp: string): Promise<Response> {
  return fetch(`${baseURL}${signInPaths.auth}${betterAuthPaths.emailCode.verify}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, otp }),
  });
}

/** Reads the next code mailed to `email` after sending one; `seen` is the mailbox before sending. */
export async function sendAndReadCode(baseURL: string, email: string, mailboxDir: string): Promise<string> {
  const seen = await mailFiles(mailboxDir);
  const sent = await requestSignInCode(baseURL, email);
  if (!sent.ok) throw new Error(`Sending the code failed: ${sent.status} ${await sent.text()}`);
  return signInCode(await waitForMail(mailboxDir, email, seen));
}

/** Whether a code entry was refused because a code cannot open a new staff account (the first time needs the link). */
export const needsLinkFirst = (status: number, body: string) =>
  status === 403 && body.includes('STAFF_FIRST_SIGN_IN_NEEDS_LINK');

/** Signs `email` in by opening the e-mailed link, as a staff member's first sign-in must; returns the Cookie header. */
export async function signInWithLinkOverHttp(baseURL: string, email: string, mailboxDir: string): Promise<string> {
  const seen = await mailFiles(mailboxDir);
  const sent = await fetch(`${baseURL}${signInPaths.auth}${betterAuthPaths.emailLink.send}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, callbackURL: '/' }),
  });
  if (!sent.ok) throw new Error(`Sending the link failed: ${sent.status} ${await sent.text()}`);
  const opened = await fetch(signInLink(await waitForMail(mailboxDir, email, seen)), { redirect: 'manual' });
  const cookie = cookieHeaderOf(opened);
  if (!cookie.includes('session_token=')) throw new Error(`Opening the link set no session cookie: ${opened.status}`);
  return cookie;
}

/** Signs in with an e-mailed code; a staff address with no account yet signs in with the link first, as a newcomer does. */
export async function signInOverHttp(baseURL: string, email: string, mailboxDir: string): Promise<string> {
  const code = await sendAndReadCode(baseURL, email, mailboxDir);
  const signedIn = await enterSignInCode(baseURL, email, code);
  if (!signedIn.ok) {
    const body = await signedIn.text();
    if (needsLinkFirst(signedIn.status, body)) {
      await signInWithLinkOverHttp(baseURL, email, mailboxDir);
      return signInOverHttp(baseURL, email, mailboxDir);
    }
    throw new Error(`Signing in failed: ${signedIn.status} ${body}`);
  }
  const cookie = cookieHeaderOf(signedIn);
  if (!cookie.includes('session_token=')) throw new Error('Signing in set no session cookie.');
  return cookie;
}
