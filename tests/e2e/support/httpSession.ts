/**
 * Signs in through the real e-mail-code flow with plain `fetch`, for code that runs without a browser
 * (the fuzz and load tests, the load benchmark). Returns the `Cookie` header that carries the session.
 */
import { betterAuthPaths, signInPaths } from '../../../config/signIn';
import { mailFiles, signInCode, waitForMail } from './mailbox';

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

export async function signInOverHttp(baseURL: string, email: string, mailboxDir: string): Promise<string> {
  const code = await sendAndReadCode(baseURL, email, mailboxDir);
  const signedIn = await enterSignInCode(baseURL, email, code);
  if (!signedIn.ok) throw new Error(`Signing in failed: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = cookieHeaderOf(signedIn);
  if (!cookie.includes('session_token=')) throw new Error('Signing in set no session cookie.');
  return cookie;
}
