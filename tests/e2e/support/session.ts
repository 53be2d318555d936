/** Signs in through the real API and the real mail, leaving the session cookie in the page's context. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { betterAuthPaths, signInPaths } from '../../../contract/signIn';
import { asksForLinkFirst, mailFiles, signInCode, waitForMail } from './mailbox';
import { testServer } from './testServer';
import { signInWithLinkOverHttp } from './httpSession';

/**
 * A fresh address per sign-in: a new code replaces the previous one for the same address, so tests
 * running side by side must never share one.
 */
export function staffAddress(): string {
  return `writer+${randomUUID().slice(0, 8)}@tideline.example`;
}

export function customerAddress(): string {
  return `operator+${randomUUID().slice(0, 8)}@riverbend.example`;
}

export async function signInWithEmailCode(
  request: APIRequestContext,
  email: string,
  { baseURL = testServer.url, mailboxDir = testServer.mailboxDir } = {},
): Promise<void> {
  const seen = await mailFiles(mailboxDir);
  const sent = await request.post(`${baseURL}${signInPaths.auth}${betterAuthPaths.emailCode.send}`, {
    data: { email, type: 'sign-in' },
  });
  if (!sent.ok()) throw new Error(`Sending the code failed: ${sent.status()} ${await sent.text()}`);
  const mail = await waitForMail(mailboxDir, email, seen);
  if (asksForLinkFirst(mail)) {
    // A staff address with no account is sent no code: the newcomer's first sign-in is the link, then codes work.
    await signInWithLinkOverHttp(baseURL, email, mailboxDir);
    return signInWithEmailCode(request, email, { baseURL, mailboxDir });
  }
  const signedIn = await request.post(`${baseURL}${signInPaths.auth}${betterAuthPaths.emailCode.verify}`, {
    data: { email, otp: signInCode(mail) },
  });
  if (!signedIn.ok()) throw new Error(`Signing in failed: ${signedIn.status()} ${await signedIn.text()}`);
}
