/**
 * Single sign-on against a real OpenID Connect provider: in a 400×600 popup by default, by
 * redirect when the popup is blocked or OIDC_MODE=redirect. The directory's group claim makes a
 * contractor staff, and a customer's directory account stays a customer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from './support/freePort';
import { signInOverHttp } from './support/httpSession';
import { addVirtualAuthenticator } from './support/virtualAuthenticator';
import { startSiteServer, type RunningSite } from './support/siteServer';
import { openIdentityStore } from './support/identityStore';
import { testServer } from './support/testServer';
import { accountButton } from './support/accountMenu';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let directoryPort: number;
let directory: ChildProcess;
/** OIDC_MODE unset: popup. */
let site: RunningSite;

async function waitForDirectory(): Promise<void> {
  const discovery = `http://localhost:${directoryPort}/.well-known/openid-configuration`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      await fetch(discovery).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The test directory did not start.');
}

function startSite(port: number, name: string, env: Record<string, string> = {}): Promise<RunningSite> {
  return startSiteServer({
    port,
    dataDir: path.join(testServer.dataDir, '..', name),
    env: {
      OIDC_ISSUER: `http://localhost:${directoryPort}`,
      OIDC_CLIENT_ID: 'tideline-docs',
      OIDC_CLIENT_SECRET: 'directory-test-secret',
      OIDC_PROVIDER_ID: 'directory',
      OIDC_PROVIDER_NAME: 'Company directory',
      OIDC_PROVIDER_ICON: 'azuread',
      OIDC_SCOPES: 'openid email profile groups',
      ...env,
    },
  });
}

const callback = (port: number) => `http://localhost:${port}/api/auth/callback/directory`;
let redirectSitePort: number;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  let sitePort: number;
  [directoryPort, sitePort, redirectSitePort] = await Promise.all([freePort(), freePort(), freePort()]);
  directory = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'support/oidc/directory.ts'),
      String(directoryPort),
      callback(sitePort),
      callback(redirectSitePort),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForDirectory();
  site = await startSite(sitePort, 'single-sign-on');
});

test.afterAll(async () => {
  await site?.stop();
  directory?.kill('SIGTERM');
});

/** The directory's own pages: its development login (any password), then consent to share the profile. */
async function signInAtDirectory(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: /sign-in/i }).click();
  // A fresh browser context has no grant yet, so the directory always asks for consent.
  await page.getByRole('button', { name: /continue/i }).click();
}

async function openLoginForm(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/gSharp/Overview`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('or', { exact: true })).toBeVisible();
}

async function signInThroughPopup(page: Page, login: string): Promise<void> {
  await openLoginForm(page, site.url);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Company directory' }).click(),
  ]);
  const visited: string[] = [];
  popup.on('framenavigated', (frame) => {
    if (frame === popup.mainFrame()) visited.push(frame.url());
  });
  // Both happen on their own once the directory is done, so listen before taking the steps there.
  const reloaded = page.waitForEvent('load');
  const closed = popup.waitForEvent('close');
  await signInAtDirectory(popup, login);
  await closed;
  // The popup's round trip ends on the server's landing page: the site's own pages never load in it.
  const siteVisits = visited.filter((url) => url.startsWith(site.url)).map((url) => new URL(url).pathname);
  expect(siteVisits.at(-1)).toBe('/sign-in/popup-callback');
  expect(siteVisits.every((visit) => visit === '/sign-in/popup-callback' || visit.startsWith('/api/auth/'))).toBe(true);
  await reloaded;
  await expect(page).toHaveURL(`${site.url}/gSharp/Overview`);
  await expect(accountButton(page)).toBeVisible();
}

test('a contractor in the staff group signs in with the directory in a popup and reads the staff section', async ({
  page,
}) => {
  await signInThroughPopup(page, 'pat.contractor');
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();
  const me = await (await page.request.get(`${site.url}/api/me`)).json();
  expect(me).toMatchObject({ staff: true, handles: [{ value: 'pat@contractor.example' }] });
  expect((await page.goto(`${site.url}/Internal%20Documentation/intro`))?.status()).toBe(200);
});

/** Whether an assistant holding `token` reads a staff page over MCP. */
async function tokenReadsStaffPage(token: string): Promise<boolean> {
  const client = new Client({ name: 'tideline-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', site.url), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  try {
    const result = await client.callTool({
      name: 'get_page',
      arguments: { path: '/Internal Documentation/Tideline/Infrastructure/Server Patching' },
    });
    const text = (result.content as { text?: string }[]).map((part) => part.text ?? '').join('\n');
    return result.isError !== true && text.startsWith('# Monthly server patching');
  } finally {
    await client.close();
  }
}

/** What the directory's administrators do: the person's next sign-in carries these groups. */
async function setDirectoryGroups(login: string, groups: string[]): Promise<void> {
  const changed = await fetch(`http://localhost:${directoryPort}/people/${login}/groups`, {
    method: 'PUT',
    body: JSON.stringify(groups),
  });
  expect(changed.status).toBe(204);
}

test('leaving the staff group in the directory takes staff access from the access tokens made before, at the next sign-in', async ({
  page,
}) => {
  await signInThroughPopup(page, 'lee.leaver');
  const created = await page.request.post(`${site.url}/api/access-tokens`, {
    data: { name: 'assistant', expiresInDays: 90 },
  });
  const { token } = (await created.json()).result as { token: string };
  expect(await tokenReadsStaffPage(token)).toBe(true);

  await setDirectoryGroups('lee.leaver', []);
  // Signed out of the site and the directory alike (both are on localhost), so the directory asks again.
  await page.context().clearCookies();
  await signInThroughPopup(page, 'lee.leaver');
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toHaveCount(0);
  expect(await tokenReadsStaffPage(token)).toBe(false);
});

test('leaving the staff group in the directory takes staff access from a browser signed in before, at the next sign-in on another', async ({
  page,
  browser,
}) => {
  await setDirectoryGroups('lee.leaver', ['docs-staff']);
  await signInThroughPopup(page, 'lee.leaver');
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();

  await setDirectoryGroups('lee.leaver', []);
  const otherDevice = await browser.newContext();
  try {
    await signInThroughPopup(await otherDevice.newPage(), 'lee.leaver');
  } finally {
    await otherDevice.close();
  }

  // The first browser's session is still alive, but it no longer carries the staff group the directory took away.
  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toHaveCount(0);
  expect((await page.request.get(`${site.url}/Internal%20Documentation/intro`, { maxRedirects: 0 })).status()).toBe(
    403,
  );
});

/** Moves the sign-in of every session of `email` back by `days`, as time passing would. */
async function ageSessionsOf(email: string, days: number): Promise<void> {
  const db = await openIdentityStore(site.dataDir);
  try {
    const sessions = await db.execute({
      sql: 'select "session"."id", "session"."createdAt" from "session" join "user" on "user"."id" = "session"."userId" where "user"."email" = ?',
      args: [email],
    });
    if (sessions.rows.length === 0) throw new Error(`${email} has no session in the identity store.`);
    for (const row of sessions.rows) {
      const signedIn = new Date(new Date(row.createdAt as string | number).getTime() - days * 24 * 60 * 60 * 1000);
      const stored = typeof row.createdAt === 'number' ? signedIn.getTime() : signedIn.toISOString();
      await db.execute({ sql: 'update "session" set "createdAt" = ? where "id" = ?', args: [stored, String(row.id)] });
    }
  } finally {
    await db.close();
  }
}

test('a directory session ends a week after its sign-in, however often it is used, so its staff groups are vouched for again', async ({
  page,
}) => {
  await signInThroughPopup(page, 'pat.contractor');
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();

  // Six days on, the session (used every day, so never expired) still counts its groups.
  await ageSessionsOf('pat@contractor.example', 6);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();

  // Eight days on, the session is over: the reader is signed out, not shown as a customer.
  await ageSessionsOf('pat@contractor.example', 2);
  expect((await page.request.get(`${site.url}/Internal%20Documentation/intro`, { maxRedirects: 0 })).status()).toBe(
    401,
  );
  expect((await page.request.get(`${site.url}/api/me`)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  // Signing in through the directory again makes a new session with the groups the directory gives today.
  await page.context().clearCookies();
  await signInThroughPopup(page, 'pat.contractor');
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();
});

test('single sign-on with an ID token got elsewhere is refused: it goes through the directory’s page', async () => {
  const response = await fetch(`${site.url}/api/auth/sign-in/social`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ provider: 'directory', idToken: { token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJl' } }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    code: 'OPTION_NOT_OFFERED',
    message: 'Single sign-on here goes through the directory’s own page: start it without an ID token.',
  });
  expect(response.headers.getSetCookie()).toEqual([]);
});

test('the popup is 400 by 600 pixels', async ({ page }) => {
  let features = '';
  await page.exposeFunction('recordPopupFeatures', (value: string) => {
    features = value;
  });
  await page.addInitScript(() => {
    window.open = (...args: Parameters<typeof window.open>) => {
      void (window as unknown as { recordPopupFeatures: (value: string) => void }).recordPopupFeatures(String(args[2]));
      return null;
    };
  });
  await openLoginForm(page, site.url);
  await page.getByRole('button', { name: 'Sign in with Company directory' }).click();
  await expect.poll(() => features).toMatch(/width=400,height=600/);
});

test('a customer from the directory without the staff group stays a customer', async ({ page }) => {
  await signInThroughPopup(page, 'sam.customer');
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toHaveCount(0);
  expect((await page.goto(`${site.url}/Internal%20Documentation/intro`))?.status()).toBe(403);
});

test('what a directory account naming an unvouched staff address added is gone once that inbox signs in', async ({
  page,
}) => {
  const staffPage = `${site.url}/Internal%20Documentation/intro`;
  await signInThroughPopup(page, 'mallory.unverified');
  expect((await page.goto(staffPage))?.status()).toBe(403);
  // While the account is theirs, they keep ways back in: a passkey and an access token.
  await page.goto(`${site.url}/gSharp/Overview`);
  await addVirtualAuthenticator(page);
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Passkeys' }).click();
  await page.getByLabel('Name of the new passkey').fill('kept');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Passkey/ })).toContainText('added');
  const created = await page.request.post(`${site.url}/api/access-tokens`, {
    data: { name: 'kept', expiresInDays: 90 },
  });
  const { token } = (await created.json()).result as { token: string };

  // The address's real owner signs in with an e-mailed code, proving the inbox: the account becomes staff.
  await signInOverHttp(site.url, 'newcomer@tideline.example', path.join(site.dataDir, 'outbox'));

  const listPages = await fetch(`${site.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'list_pages', arguments: {} },
    }),
  });
  expect.soft(listPages.status).toBe(401);
  await page.goto(`${site.url}/gSharp/Overview`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Sign in with').selectOption({ label: 'webauthn' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect((await page.goto(staffPage))?.status()).toBe(401);
});

test('a blocked popup says so and continues by redirect instead', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openLoginForm(page, site.url);
  await page.getByRole('button', { name: 'Sign in with Company directory' }).click();
  await expect(page.getByRole('alert')).toContainText('Popup blocked, please consider redirect instead');
  await page.getByRole('button', { name: 'Continue with redirect' }).click();
  await signInAtDirectory(page, 'pat.contractor');
  await expect(page).toHaveURL(`${site.url}/gSharp/Overview`);
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();
});

test.describe('with OIDC_MODE=redirect', () => {
  let redirectSite: RunningSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    redirectSite = await startSite(redirectSitePort, 'single-sign-on-redirect', { OIDC_MODE: 'redirect' });
  });

  test.afterAll(async () => {
    await redirectSite?.stop();
  });

  test('the page itself goes to the directory and comes back signed in', async ({ page }) => {
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await openLoginForm(page, redirectSite.url);
    await page.getByRole('button', { name: 'Sign in with Company directory' }).click();
    await signInAtDirectory(page, 'pat.contractor');
    await expect(page).toHaveURL(`${redirectSite.url}/gSharp/Overview`);
    await expect(accountButton(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Internal', exact: true })).toBeVisible();
    // Back from the directory, the page says who the reader is now, as after the popup or the form.
    await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText('Signed in as ');
    expect(popups).toBe(0);
  });

  test('a single sign-on started with a return target off the site comes back to the site’s home page', async ({
    page,
  }) => {
    await page.goto(`${redirectSite.url}/gSharp/Overview`);
    // A crafted start: the return target travels to the directory and back inside the sign-on's state.
    const started = await page.evaluate(async () => {
      const response = await fetch('/api/auth/sign-in/social', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          provider: 'directory',
          callbackURL: '/.//evil.example',
          errorCallbackURL: '//evil.example',
        }),
      });
      return (await response.json()) as { url?: string };
    });
    expect(started.url).toBeTruthy();
    await page.goto(started.url ?? '');
    await signInAtDirectory(page, 'pat.contractor');
    await page.waitForURL(
      (url) => url.origin === new URL(redirectSite.url).origin && !url.pathname.startsWith('/api/'),
    );
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(accountButton(page)).toBeVisible();
  });
});
