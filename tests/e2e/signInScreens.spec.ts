/**
 * The sign-in screens where the sign-in widget and this site meet the network: a failed sign-out, a
 * single sign-on button's icon, and the sign-in pages staying out of the sitemap.
 */
import { customerTest, expect } from './support/fixtures';
import { signInWithEmailCode, staffAddress } from './support/session';
import { test } from '@playwright/test';
import { accountButton, logOut } from './support/accountMenu';

customerTest('a sign-out that fails says so, and the reader stays signed in', async ({ page }) => {
  await page.goto('/intro');
  await page.route('**/api/auth/sign-out', (route) => route.abort('connectionrefused'));
  await logOut(page);
  await expect(page.getByRole('alert')).toContainText('Logging out failed, so you are still signed in.');
  await expect(accountButton(page)).toBeVisible();
});

test('the sign-in pages are not in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toMatch(/\/sign-in/);
});

test('the e-mail and phone tabs both appear with the default methods, e-mail first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByText('or', { exact: true })).toHaveCount(0);
});

test('logging out from a staff page leads to the home page, signed out, not to a sign-in form', async ({ page }) => {
  // A session of its own: logging out ends it for every page that shares it.
  await signInWithEmailCode(page.request, staffAddress());
  await page.goto('/Internal%20Documentation/intro');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await Promise.all([page.waitForURL((url) => url.pathname === '/'), logOut(page)]);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toHaveCount(0);
});
