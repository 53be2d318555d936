/**
 * Passkeys (sign-in method `webauthn`, WebAuthn defaults) in Chromium with its virtual authenticator: added from
 * the account menu, listed and removed there, and signing in from the e-mail tab without typing a handle.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { mailFiles, signInCode, waitForMail } from './support/mailbox';
import { customerAddress, signInWithEmailCode, staffAddress } from './support/session';
import { testServer } from './support/testServer';
import { addVirtualAuthenticator } from './support/virtualAuthenticator';
import { forgeAssertion } from './support/forgedAssertion';
import { accountButton, logOut } from './support/accountMenu';

// Each test signs in, runs a WebAuthn ceremony and reloads a few times: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date());
// Better Auth refuses a cookie-carrying POST without the site's own Origin, as a browser would send it.
const sameOrigin = { origin: testServer.url };

async function openPasskeys(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Passkeys' }).click();
  await expect(page.getByRole('dialog', { name: 'Passkeys' })).toBeVisible();
}

async function addPasskeyNamed(page: Page, name: string): Promise<void> {
  await openPasskeys(page);
  await page.getByLabel('Name of the new passkey').fill(name);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Passkey/ })).toHaveText(
    `Passkey “${name}” added. You can now sign in with it.`,
  );
}

async function logOutAndReload(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), logOut(page)]);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

async function chooseInLoginForm(page: Page, method: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Sign in with').selectOption({ label: method });
}

test('"Sign in with a passkey", a button of its own, signs in with the passkey alone', async ({ page }) => {
  await signInWithEmailCode(page.request, staffAddress());
  await page.goto('/gSharp/Overview');
  await addVirtualAuthenticator(page);
  await addPasskeyNamed(page, 'Field tablet');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await logOutAndReload(page);

  await page.getByRole('button', { name: 'Log in' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign in with a passkey' }).click()]);
  await expect(page).toHaveURL(/\/gSharp\/Overview$/);
  await expect(accountButton(page)).toBeVisible();
});

test('a passkey added or used while the network is down: the sign-in service cannot be reached', async ({ page }) => {
  const unreachable = 'The sign-in service cannot be reached. Check your network connection.';
  const networkDown = (route: Route) => route.abort('internetdisconnected');
  await signInWithEmailCode(page.request, staffAddress());
  await page.goto('/gSharp/Overview');
  await addVirtualAuthenticator(page);

  // The authenticator makes the passkey; the network drops as it is sent.
  await openPasskeys(page);
  await page.route('**/api/auth/passkey/verify-registration', networkDown);
  await page.getByLabel('Name of the new passkey').fill('Offline laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('dialog', { name: 'Passkeys' })).toContainText(unreachable);
  await page.unroute('**/api/auth/passkey/verify-registration');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await addPasskeyNamed(page, 'Field tablet');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await logOut(page);

  // The authenticator signs the challenge; the network drops as the signature is sent.
  await page.route('**/api/auth/passkey/verify-authentication', networkDown);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('dialog')).toContainText(unreachable);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a reader adds a passkey, logs out, and signs in again with the passkey alone', async ({ page }) => {
  const email = staffAddress();
  await signInWithEmailCode(page.request, email);
  await page.goto('/gSharp/Overview');
  await addVirtualAuthenticator(page);
  await addPasskeyNamed(page, 'Work laptop');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await logOutAndReload(page);

  await chooseInLoginForm(page, 'webauthn');
  await expect(page.getByLabel('Email address')).toHaveCount(0);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Continue' }).click()]);

  await expect(page).toHaveURL(/\/gSharp\/Overview$/);
  await expect(accountButton(page)).toBeVisible();
  // The same staff rule as the e-mail sign-in: a verified address at a staff domain.
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ staff: true, handles: [{ type: 'email_address', value: email }] });
  expect(me.credentials).toContainEqual(expect.objectContaining({ type: 'webauthn' }));
});

test('the Passkeys item lists each passkey with its name and the date it was added, and removes one', async ({
  page,
}) => {
  await signInWithEmailCode(page.request, customerAddress());
  await page.goto('/');
  await addVirtualAuthenticator(page);
  await openPasskeys(page);
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByLabel('Name of the new passkey').fill('Control room PC');
  await page.getByRole('button', { name: 'Add a passkey' }).click();

  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Control room PC');
  await expect(list.getByRole('listitem')).toContainText(`Added ${today}`);

  await page.getByRole('button', { name: 'Remove Control room PC' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Passkey/ })).toHaveText(
    'Passkey “Control room PC” removed.',
  );
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  expect(await (await page.request.get('/api/auth/passkey/list-user-passkeys')).json()).toEqual([]);
});

test('a browser without WebAuthn is told so, and the e-mail code still signs in', async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error: removing what an older or locked-down browser lacks.
    delete window.PublicKeyCredential;
  });
  await page.goto('/');
  await chooseInLoginForm(page, 'webauthn');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('The WebAuthn API is not available in the current environment');
  await page.getByRole('button', { name: 'Back' }).click();

  const email = customerAddress();
  const seen = await mailFiles(testServer.mailboxDir);
  await page.getByLabel('Sign in with').selectOption({ label: 'email code' });
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = signInCode(await waitForMail(testServer.mailboxDir, email, seen));
  // The sixth digit submits the code.
  await Promise.all([page.waitForEvent('load'), page.getByLabel('One-time code').fill(code)]);
  await expect(accountButton(page)).toBeVisible();

  await openPasskeys(page);
  await expect(page.getByRole('dialog')).toContainText('The WebAuthn API is not available in the current environment');
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
});

test('a passkey assertion made for another site is refused with a 400 and signs nobody in', async ({ page }) => {
  await signInWithEmailCode(page.request, staffAddress());
  await page.goto('/');
  const authenticator = await addVirtualAuthenticator(page);
  await addPasskeyNamed(page, 'Phishing target');
  const [credential] = await authenticator.credentials();
  if (!credential) throw new Error('The virtual authenticator holds no passkey.');
  await page.request.post('/api/auth/sign-out', { headers: sameOrigin, data: {} });

  const attempt = async (rpId: string, origin: string, userVerified = true) => {
    const options = await (await page.request.get('/api/auth/passkey/generate-authenticate-options')).json();
    const response = forgeAssertion(credential, { challenge: options.challenge, rpId, origin, userVerified });
    return page.request.post('/api/auth/passkey/verify-authentication', { headers: sameOrigin, data: { response } });
  };
  const signedIn = async () => (await (await page.request.get('/api/session')).json()).me !== null;

  for (const [rpId, origin] of [
    ['localhost', 'https://tideline-docs.example'],
    ['tideline-docs.example', testServer.url],
  ] as const) {
    const refused = await attempt(rpId, origin);
    expect(refused.status(), `${rpId} at ${origin}`).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'AUTHENTICATION_FAILED', message: 'Authentication failed' });
    expect(refused.headers()['set-cookie'] ?? '').not.toContain('session_token');
    expect(await signedIn()).toBe(false);
  }

  // An assertion for this site whose authenticator did not verify its user (a key anyone holding it can tap) is refused.
  const unverified = await attempt('localhost', testServer.url, false);
  expect(unverified.status()).toBe(400);
  expect(await unverified.json()).toMatchObject({ code: 'USER_NOT_VERIFIED' });
  expect(await signedIn()).toBe(false);

  // The same hand-made assertion for this site is accepted: the refusals above were about the site alone.
  expect((await attempt('localhost', testServer.url)).status()).toBe(200);
  expect(await signedIn()).toBe(true);
});
