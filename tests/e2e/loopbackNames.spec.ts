/**
 * A local run without PUBLIC_URL (like the test stack's server, whose address is then http://localhost:PORT) opened
 * at another loopback name of the same port, as a reader who types 127.0.0.1 does: sign-in, consent and page
 * feedback work there too, a page of another site is still refused, and the staff section still asks to sign in.
 */
import { expect, test, type Page } from '@playwright/test';
import { firstVisit, necessaryOnlyChoice } from './support/consentChoice';
import { customerAddress } from './support/session';
import { signInWithCodeInForm } from './support/signInForm';
import { testServer } from './support/testServer';
import { accountButton } from './support/accountMenu';

const loopback = `http://127.0.0.1:${testServer.port}`;

const banner = (page: Page) => page.getByRole('region', { name: 'Privacy settings' });

// A returning reader at this address: the consent banner stays closed unless a test starts from a first visit.
test.use({ storageState: { cookies: [], origins: [necessaryOnlyChoice(loopback)] } });

test.describe('a first visit at 127.0.0.1', () => {
  test.use({ storageState: firstVisit });

  test('signs in with an e-mail code, and the consent choice is saved to the account', async ({ page }) => {
    await page.goto(`${loopback}/intro`);
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Log in' }).click();
    await signInWithCodeInForm(page, customerAddress(), { waitForLoad: true });
    await expect(page).toHaveURL(`${loopback}/intro`);
    await expect(accountButton(page)).toBeVisible();

    const decision = async () =>
      ((await (await page.request.get(`${loopback}/api/consent`)).json()) as { result?: { decision: string } }).result
        ?.decision;
    await expect.poll(decision).toBe('analytics');
  });
});

test('page feedback sent from a page at 127.0.0.1 is thanked', async ({ page }) => {
  await page.goto(`${loopback}/intro`);
  const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
  await feedback.getByRole('button', { name: 'Yes' }).click();
  await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
});

test('a page at [::1], the third loopback name, passes the origin check too', async ({ request }) => {
  const fromIpv6Loopback = await request.put(`${loopback}/api/consent`, {
    headers: { origin: `http://[::1]:${testServer.port}` },
    data: { consent_levels: ['necessary'] },
  });
  // Past the origin check (403), the signed-out request meets the sign-in check.
  expect(fromIpv6Loopback.status()).toBe(401);
});

test('a page of another site is still refused, by the sign-in API and the site’s own', async ({ request }) => {
  const elsewhere = { origin: 'http://evil.example' };
  const signIn = await request.post(`${loopback}/api/auth/email-otp/send-verification-otp`, {
    headers: elsewhere,
    data: { email: customerAddress(), type: 'sign-in' },
  });
  expect(signIn.status()).toBe(403);
  const consent = await request.put(`${loopback}/api/consent`, {
    headers: elsewhere,
    data: { consent_levels: ['necessary'] },
  });
  expect(consent.status()).toBe(403);
  // Another port of the same machine is another site too.
  const otherPort = await request.put(`${loopback}/api/consent`, {
    headers: { origin: `http://127.0.0.1:${testServer.port + 1}` },
    data: { consent_levels: ['necessary'] },
  });
  expect(otherPort.status()).toBe(403);
});

test('an outsider at 127.0.0.1 gets the sign-in page for the staff section, not a redirect', async ({ request }) => {
  const response = await request.get(`${loopback}/Internal%20Documentation`, { maxRedirects: 0 });
  expect(response.status()).toBe(401);
  expect(await response.text()).toContain('/sign-in?returnTo=%2FInternal%2520Documentation');
});
