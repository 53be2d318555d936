/**
 * Signing in through the login form on the page with a code sent by e-mail, as a reader does.
 */
import type { Page } from '@playwright/test';
import { mailFiles, signInCode, waitForMail } from './mailbox';
import { testServer } from './testServer';

/** Fills the form, reads the code from the mail it sends, and submits it; `waitForLoad` waits for the page it leads to. */
export async function signInWithCodeInForm(page: Page, email: string, { waitForLoad = false } = {}): Promise<void> {
  const seen = await mailFiles(testServer.mailboxDir);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Sign in with').selectOption({ label: 'email code' });
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = signInCode(await waitForMail(testServer.mailboxDir, email, seen));
  await page.getByLabel('One-time code').fill(code);
  const submit = () => page.getByRole('button', { name: 'Continue' }).click();
  if (waitForLoad) await Promise.all([page.waitForEvent('load'), submit()]);
  else await submit();
}
