/**
 * Single sign-on against a real OpenID Connect provider: the directory's group claim makes a contractor
 * staff, and a customer's directory account stays a customer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from './support/freePort';
import { startSiteServer, type RunningSite } from './support/siteServer';
import { testServer } from './support/testServer';

test.describe.configure({ mode: 'serial' });

let directoryPort: number;
let sitePort: number;
let directory: ChildProcess;
let site: RunningSite;

async function waitForDirectory(): Promise<void> {
  const discovery = `http://localhost:${directoryPort}/.well-known/openid-configuration`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await fetch(discovery).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The test directory did not start.');
}

test.beforeAll(async () => {
  [directoryPort, sitePort] = await Promise.all([freePort(), freePort()]);
  directory = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'support/oidc/directory.ts'), String(directoryPort), `http://localhost:${sitePort}/api/auth/callback/directory`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForDirectory();
  site = await startSiteServer({
    port: sitePort,
    dataDir: path.join(testServer.dataDir, '..', 'single-sign-on'),
    env: {
      OIDC_ISSUER: `http://localhost:${directoryPort}`,
      OIDC_CLIENT_ID: 'tideline-docs',
      OIDC_CLIENT_SECRET: 'directory-test-secret',
      OIDC_PROVIDER_ID: 'directory',
      OIDC_PROVIDER_NAME: 'Company directory',
      OIDC_PROVIDER_ICON: 'azuread',
      OIDC_SCOPES: 'openid email profile groups',
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  directory?.kill('SIGTERM');
});

async function signInThroughDirectory(page: Page, login: string): Promise<void> {
  await page.goto(`${site.url}/gSharp/Overview`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('or', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Company directory' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: /sign-in/i }).click();
  // Each person signs in once, so the directory always asks them to consent to sharing their profile.
  await page.getByRole('button', { name: /continue/i }).click();
  await expect(page).toHaveURL(`${site.url}/gSharp/Overview`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('a contractor in the staff group signs in with the directory and reads the staff section', async ({ page }) => {
  await signInThroughDirectory(page, 'pat.contractor');
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();
  const me = await (await page.request.get(`${site.url}/api/me`)).json();
  expect(me).toMatchObject({ staff: true, handles: [{ value: 'pat@contractor.example' }] });
  expect((await page.goto(`${site.url}/Internal%20Documentation/intro`))?.status()).toBe(200);
});

test('a customer from the directory without the staff group stays a customer', async ({ page }) => {
  await signInThroughDirectory(page, 'sam.customer');
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toHaveCount(0);
  expect((await page.goto(`${site.url}/Internal%20Documentation/intro`))?.status()).toBe(403);
});
