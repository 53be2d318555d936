/**
 * Signing in through the login form on the page with a code sent by e-mail, as a reader does.
 */
import type { Locator, Page } from '@playwright/test';
import { mailFiles, signInCode, waitForMail } from './mailbox';
import { testServer } from './testServer';
import { signInWithLinkOverHttp } from './httpSession';

/** The test server's staff domains (STAFF_EMAIL_DOMAINS' default). */
const atStaffDomain = (email: string) => /@tideline(?:-water)?\.example$/i.test(email);

/**
 * Fills the form, reads the code from the mail it sends, and types it (its sixth digit submits it); `waitForLoad` waits
 * for the page it leads to.
 * `within` picks one form when the page shows two (the sign-in page under the navbar's login dialog).
 */
export async function signInWithCodeInForm(
  page: Page,
  email: string,
  { waitForLoad = false, within }: { waitForLoad?: boolean; within?: Locator } = {},
): Promise<void> {
  const form = within ?? page;
  // A code never opens a new staff account: the staff member has signed in once with the e-mailed link (elsewhere).
  if (atStaffDomain(email)) await signInWithLinkOverHttp(testServer.url, email, testServer.mailboxDir);
  const seen = await mailFiles(testServer.mailboxDir);
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Sign in with').selectOption({ label: 'email code' });
  await form.getByRole('button', { name: 'Continue' }).click();
  const code = signInCode(await waitForMail(testServer.mailboxDir, email, seen));
  const submit = () => form.getByLabel('One-time code').fill(code);
  if (waitForLoad) await Promise.all([page.waitForEvent('load'), submit()]);
  else await submit();
}
