/** Signs in through the real API and the real mail, leaving the session cookie in the page's context. */
import type { APIRequestContext } from '@playwright/test';
import { mailFiles, signInCode, waitForMail } from './mailbox';
import { testServer } from './testServer';

export const staffEmail = 'writer@tideline.example';
export const customerEmail = 'operator@riverbend.example';

export async function signInWithEmailCode(
  request: APIRequestContext,
  email: string,
  { baseURL = testServer.url, mailboxDir = testServer.mailboxDir } = {},
): Promise<void> {
  const seen = await mailFiles(mailboxDir);
  const sent = await request.post(`${baseURL}/api/auth/email-otp/send-verification-otp`, { data: { email, type: 'sign-in' } });
  if (!sent.ok()) throw new Error(`Sending the code failed: ${sent.status()} ${await sent.text()}`);
  const code = signInCode(await waitForMail(mailboxDir, email, seen));
  const signedIn = await request.post(`${baseURL}/api/auth/sign-in/email-otp`, { data: { email, otp: code } });
  if (!signedIn.ok()) throw new Error(`Signing in failed: ${signedIn.status()} ${await signedIn.text()}`);
}
