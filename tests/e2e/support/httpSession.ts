/**
 * Signs in through the real e-mail-code flow with plain `fetch`, for code that runs without a browser
 * (the fuzz and load tests, the load benchmark). Returns the `Cookie` header that carries the session.
 */
import { betterAuthPaths, signInPaths } from '../../../contract/signIn';
import { asksForLinkFirst, mailFiles, signInCode, signInLink, waitForMail, type ReceivedMail } from './mailbox';

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

/** Asks for a code for `email` and reads the mail that answers (`seen` is the mailbox before asking). */
async function sendAndReadCodeMail(baseURL: string, email: string, mailboxDir: string): Promise<ReceivedMail> {
  const seen = await mailFiles(mailboxDir);
  const sent = await requestSignInCode(baseURL, email);
  if (!sent.ok) throw new Error(`Sending the code failed: ${sent.status} ${await sent.text()}`);
  return waitForMail(mailboxDir, email, seen);
}

/** Reads the next code mailed to `email` after asking for one. */
export async function sendAndReadCode(baseURL: string, email: string, mailboxDir: string): Promise<string> {
  return signInCode(await sendAndReadCodeMail(baseURL, email, mailboxDir));
}

/** Signs `email` in by opening the e-mailed link, as a staff member's first sign-in must; returns the Cookie header. */
export async function signInWithLinkOverHttp(baseURL: string, email: string, mailboxDir: string): Promise<string> {
  const seen = await mailFiles(mailboxDir);
  const sent = await fetch(`${baseURL}${signInPaths.auth}${betterAuthPaths.emailLink.send}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, callbackURL: '/' }),
  });
  if (!sent.ok) throw new Error(`Sending the link failed: ${sent.status} ${await sent.text()}`);
  // Opened by the client that asked for it, with the link binding cookie the request set.
  const opened = await fetch(signInLink(await waitForMail(mailboxDir, email, seen)), {
    redirect: 'manual',
    headers: { cookie: cookieHeaderOf(sent) },
  });
  const cookie = cookieHeaderOf(opened);
  if (!cookie.includes('session_token=')) throw new Error(`Opening the link set no session cookie: ${opened.status}`);
  return cookie;
}

/** Signs in with an e-mailed code; a staff address with no account yet (sent no code) signs in with the link first. */
export async function signInOverHttp(baseURL: string, email: string, mailboxDir: string): Promise<string> {
  const mail = await sendAndReadCodeMail(baseURL, email, mailboxDir);
  if (asksForLinkFirst(mail)) {
    await signInWithLinkOverHttp(baseURL, email, mailboxDir);
    return signInOverHttp(baseURL, email, mailboxDir);
  }
  const signedIn = await enterSignInCode(baseURL, email, signInCode(mail));
  if (!signedIn.ok) throw new Error(`Signing in failed: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = cookieHeaderOf(signedIn);
  if (!cookie.includes('session_token=')) throw new Error('Signing in set no session cookie.');
  return cookie;
}
