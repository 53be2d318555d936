/**
 * What an attacker would try against the running site (the e2e stack: real server, real SMTP, real
 * Chromium): sending a reader off-site after sign-in, keeping a session alive after sign-out or expiry,
 * caching personal answers, reading internals out of error answers, and reading sign-in secrets out of a copy of the
 * identity store.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailFiles, signInCode, signInLink, waitForMail } from './support/mailbox';
import { freshUkMobile, outboxInbox, seenTexts, textedCode, waitForText } from './support/textMessages';
import { signInWithCodeInForm } from './support/signInForm';
import { customerAddress, signInWithEmailCode, staffAddress } from './support/session';
import { testServer } from './support/testServer';
import { openIdentityStore } from './support/identityStore';
import { accountButton } from './support/accountMenu';

const staffPage = '/Internal%20Documentation/intro';
const siteOrigin = new URL(testServer.url).origin;

/** Waits until the page has left for wherever sign-in sends it, then says where that is. */
async function landingAfterSignIn(page: Page, from: string): Promise<URL> {
  await page.waitForURL((url) => url.href !== from, { timeout: 15_000 });
  return new URL(page.url());
}

test.describe('after sign-in the reader stays on the site', () => {
  for (const hostile of ['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/%5c/evil.example']) {
    test(`the sign-in page with returnTo=${hostile} ends on the home page`, async ({ page }) => {
      await page.goto(`/sign-in?returnTo=${encodeURIComponent(hostile)}`);
      await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
      const before = page.url();
      await signInWithCodeInForm(page, customerAddress());
      const landing = await landingAfterSignIn(page, before);
      expect(landing.origin).toBe(siteOrigin);
      expect(landing.pathname).toBe('/');
      await expect(accountButton(page)).toBeVisible();
    });
  }

  test('the sign-in page keeps a refused return target out of its address and of every link and form on it', async ({
    page,
  }) => {
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(document.domain)',
      `${siteOrigin}@evil.example`,
      '／／evil.example',
    ]) {
      await page.goto(`/sign-in?returnTo=${encodeURIComponent(hostile)}`);
      await expect(page.getByLabel('Email address')).toBeVisible();
      await expect.poll(() => new URL(page.url()).searchParams.get('returnTo'), hostile).toBe('/');
      const targets = await page
        .locator('a[href], form[action]')
        .evaluateAll((elements) =>
          elements.map((element) => element.getAttribute('href') ?? element.getAttribute('action') ?? ''),
        );
      expect(
        targets.filter((target) => /evil|javascript/i.test(decodeURIComponent(target))),
        hostile,
      ).toEqual([]);
    }
  });

  test('the login dialog on a page at //evil.example returns to the home page, not to that host', async ({ page }) => {
    await page.goto(`${testServer.url}//evil.example`);
    await page.getByRole('button', { name: 'Log in' }).click();
    const before = page.url();
    await signInWithCodeInForm(page, customerAddress());
    const landing = await landingAfterSignIn(page, before);
    expect(landing.origin).toBe(siteOrigin);
    expect(landing.pathname).toBe('/');
  });

  for (const hostile of ['/.//evil.example', 'https://evil.example/']) {
    test(`a sign-in link asked for with callbackURL=${hostile} leads to the home page`, async ({ request }) => {
      const email = customerAddress();
      const seen = await mailFiles(testServer.mailboxDir);
      const sent = await request.post('/api/auth/sign-in/magic-link', { data: { email, callbackURL: hostile } });
      expect(sent.status()).toBe(200);
      const link = new URL(signInLink(await waitForMail(testServer.mailboxDir, email, seen)));
      expect(link.searchParams.get('callbackURL')).toBe('/');
      // A link edited on the way still cannot leave the site.
      link.searchParams.set('callbackURL', '/%2e//evil.example');
      const opened = await request.get(link.href, { maxRedirects: 0 });
      expect(opened.status()).toBe(302);
      expect(new URL(opened.headers().location ?? '', testServer.url).href).toBe(`${testServer.url}/`);
    });
  }
});

/** The session cookie a signed-in request context holds, as a Cookie header value. */
async function sessionCookieOf(request: APIRequestContext): Promise<{ header: string; token: string }> {
  const cookie = (await request.storageState()).cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error('No session cookie after signing in.');
  return { header: `${cookie.name}=${cookie.value}`, token: decodeURIComponent(cookie.value).split('.')[0] ?? '' };
}

/** Moves a session's expiry in the stack's identity store, as time passing would. */
async function setSessionExpiry(token: string, expiresAt: Date): Promise<void> {
  const db = await openIdentityStore();
  try {
    const row = (await db.execute({ sql: 'select "expiresAt" from "session" where "token" = ?', args: [token] }))
      .rows[0];
    if (!row) throw new Error('The session is not in the identity store.');
    const stored = typeof row.expiresAt === 'number' ? expiresAt.getTime() : expiresAt.toISOString();
    await db.execute({ sql: 'update "session" set "expiresAt" = ? where "token" = ?', args: [stored, token] });
  } finally {
    await db.close();
  }
}

async function sessionExpiry(token: string): Promise<Date> {
  const db = await openIdentityStore();
  try {
    const row = (await db.execute({ sql: 'select "expiresAt" from "session" where "token" = ?', args: [token] }))
      .rows[0];
    return new Date(row?.expiresAt as string | number);
  } finally {
    await db.close();
  }
}

test.describe('a session ends when it ends', () => {
  test('after sign-out the staff pages answer 401 at once, even to the old cookie', async ({ request, playwright }) => {
    await signInWithEmailCode(request, staffAddress());
    const { header } = await sessionCookieOf(request);
    expect((await request.get(staffPage)).status()).toBe(200);
    const signedOut = await request.post('/api/auth/sign-out', { headers: { origin: testServer.url }, data: {} });
    expect(signedOut.status()).toBe(200);
    expect((await request.get(staffPage)).status()).toBe(401);
    // A copy of the cookie kept from before is worth nothing now.
    const replay = await playwright.request.newContext({ baseURL: testServer.url });
    expect((await replay.get(staffPage, { headers: { cookie: header } })).status()).toBe(401);
    await replay.dispose();
  });

  test('an expired session gets 401 for the staff pages', async ({ request }) => {
    await signInWithEmailCode(request, staffAddress());
    const { token } = await sessionCookieOf(request);
    expect((await request.get(staffPage)).status()).toBe(200);
    await setSessionExpiry(token, new Date(Date.now() - 60_000));
    expect((await request.get(staffPage)).status()).toBe(401);
    expect((await request.get('/api/me')).status()).toBe(401);
  });

  test('a session the server extends also renews the browser cookie, so the two end together', async ({ request }) => {
    await signInWithEmailCode(request, staffAddress());
    const { token } = await sessionCookieOf(request);
    // Signed in six days ago: older than a day, so reading it extends it to seven days from now.
    await setSessionExpiry(token, new Date(Date.now() + 24 * 3600 * 1000));
    const response = await request.get(staffPage);
    expect(response.status()).toBe(200);
    const renewal = response
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.includes('session_token='));
    expect(renewal?.value).toMatch(/Max-Age=604800/i);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const extended = await sessionExpiry(token);
    expect(extended.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
  });
});

test.describe('personal answers stay out of shared caches', () => {
  test("staff pages, the staff's llms.txt and the staff search index are private and vary by cookie", async ({
    request,
  }) => {
    await signInWithEmailCode(request, staffAddress());
    for (const [address, cacheControl] of [
      [staffPage, 'private, no-store'],
      [`${staffPage}.md`, 'private, no-store'],
      ['/llms.txt', 'private, no-store'],
      ['/Internal%20Documentation/pagefind/pagefind-entry.json', 'private, no-cache'],
    ] as const) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['cache-control'], address).toBe(cacheControl);
      expect(response.headers().vary, address).toMatch(/\bCookie\b/);
    }
  });

  test('a staff page asked for by its .html address is redirected privately, varying by cookie', async ({
    request,
  }) => {
    await signInWithEmailCode(request, staffAddress());
    for (const address of [`${staffPage}.html`, `${staffPage}/index.html`]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(301);
      expect(response.headers().location, address).toBe(staffPage);
      expect(response.headers()['cache-control'], address).toBe('private, no-cache');
      expect(response.headers().vary, address).toMatch(/\bCookie\b/);
    }
  });

  test('the session APIs vary by cookie and are never stored', async ({ request }) => {
    for (const address of ['/api/me', '/api/session']) {
      const response = await request.get(address);
      expect(response.headers()['cache-control'], address).toBe('no-store');
      expect(response.headers().vary, address).toMatch(/\bCookie\b/);
    }
  });
});

test.describe('error answers say what is wrong in fixed words', () => {
  test('malformed JSON gets a 400 without the parser message', async ({ request }) => {
    const response = await request.post('/api/auth/sign-in/email-otp', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"email": "a@b.example", "otp": '),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ httpcode: 400, message: 'This request could not be read: its address or body is malformed.' }],
    });
  });

  test('a body nested thousands of levels deep gets the same 400, not a server error', async ({ request }) => {
    // About 30 KB, well under the body limit: twelve thousand levels fit in it.
    const nested = `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`;
    for (const address of ['/api/auth/sign-in/email-otp', '/api/consent', '/mcp']) {
      const response = await request.post(address, {
        headers: { 'content-type': 'application/json' },
        data: Buffer.from(nested),
      });
      expect(response.status(), address).toBe(400);
      expect(await response.json(), address).toEqual({
        errors: [{ httpcode: 400, message: 'This request could not be read: its address or body is malformed.' }],
      });
    }
  });

  test('a body of the wrong shape gets a 400 in words a reader understands, not the schema', async ({ request }) => {
    const response = await request.post('/api/auth/sign-in/email-otp', { data: ['not', 'an', 'object'] });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Some of what was sent is missing or not valid. Check the form and try again.',
    });
  });

  test('an unsupported body type gets a 415 naming JSON', async ({ request }) => {
    const response = await request.post('/api/auth/sign-in/email-otp', {
      headers: { 'content-type': 'application/xml' },
      data: Buffer.from('<otp/>'),
    });
    expect(response.status()).toBe(415);
    expect((await response.json()).errors[0].message).toBe('This content type is not accepted here; send JSON.');
  });

  test('a method a page does not answer gets 405 with Allow', async ({ request }) => {
    const page = await request.post('/intro', { data: {} });
    expect(page.status()).toBe(405);
    expect(page.headers().allow).toBe('GET, HEAD');
    const api = await request.delete('/api/me');
    expect(api.status()).toBe(405);
    expect(api.headers().allow).toBe('GET, HEAD');
    expect((await api.json()).errors[0]).toEqual({
      httpcode: 405,
      message: 'DELETE is not allowed here; use GET or HEAD.',
    });
  });

  test('an unknown sign-in action, or a known one asked with the wrong method, gets a 404 that says so', async ({
    request,
  }) => {
    const unknown = await request.post('/api/auth/ok', { data: {} });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No sign-in action answers POST at this address.',
    });
    const wrongMethod = await request.get('/api/auth/sign-in/email-otp');
    expect(wrongMethod.status()).toBe(404);
    expect(await wrongMethod.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No sign-in action answers GET at this address.',
    });
  });

  test('an unknown API address is still a 404', async ({ request }) => {
    const response = await request.post('/api/nothing-here', { data: {} });
    expect(response.status()).toBe(404);
    expect(response.headers().allow).toBeUndefined();
  });
});

test.describe('sign-in actions Better Auth offers but the site does not use are closed', () => {
  // Each would let an outsider do something the site never offers: guess a password-reset code that is never
  // texted and set a password for a phone number's account, sign in with that password, mail a victim codes
  // outside the per-inbox limit, or change, link or list what belongs to an account.
  const unused: { method: 'GET' | 'POST'; path: string; data?: Record<string, unknown> }[] = [
    { method: 'POST', path: '/phone-number/request-password-reset', data: { phoneNumber: '+447911123456' } },
    {
      method: 'POST',
      path: '/phone-number/reset-password',
      data: { phoneNumber: '+447911123456', otp: '000000', newPassword: 'chosen-by-attacker' },
    },
    {
      method: 'POST',
      path: '/sign-in/phone-number',
      data: { phoneNumber: '+447911123456', password: 'chosen-by-attacker' },
    },
    { method: 'POST', path: '/email-otp/request-password-reset', data: { email: staffAddress() } },
    { method: 'POST', path: '/forget-password/email-otp', data: { email: staffAddress() } },
    {
      method: 'POST',
      path: '/email-otp/reset-password',
      data: { email: staffAddress(), otp: '000000', password: 'chosen-by-attacker' },
    },
    {
      method: 'POST',
      path: '/email-otp/check-verification-otp',
      data: { email: staffAddress(), otp: '000000', type: 'sign-in' },
    },
    { method: 'POST', path: '/email-otp/verify-email', data: { email: staffAddress(), otp: '000000' } },
    { method: 'POST', path: '/email-otp/request-email-change', data: { newEmail: staffAddress() } },
    { method: 'POST', path: '/email-otp/change-email', data: { newEmail: staffAddress(), otp: '000000' } },
    { method: 'POST', path: '/update-user', data: { name: 'renamed' } },
    { method: 'POST', path: '/link-social', data: { provider: 'sso' } },
    { method: 'GET', path: '/list-sessions' },
    { method: 'POST', path: '/revoke-sessions', data: {} },
    { method: 'GET', path: '/get-session' },
  ];
  for (const { method, path, data } of unused) {
    test(`${method} /api/auth${path} is a 404`, async ({ request }) => {
      const response = await request.fetch(`/api/auth${path}`, { method, data });
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: `No sign-in action answers ${method} at this address.`,
      });
    });
  }
});

test.describe('options of the sign-in actions that the site never sends are refused', () => {
  // Signed in, a request must come from the site's own pages, as the form's do.
  const fromTheSite = { origin: siteOrigin };

  test('a signed-in reader cannot move a phone number onto their account with its texted code', async ({ request }) => {
    await signInWithEmailCode(request, customerAddress());
    const inbox = outboxInbox(path.join(testServer.dataDir, 'sms-outbox'));
    const phone = freshUkMobile();
    const seen = await seenTexts(inbox);
    expect(
      (
        await request.post('/api/auth/phone-number/send-otp', {
          headers: fromTheSite,
          data: { phoneNumber: phone.e164 },
        })
      ).status(),
    ).toBe(200);
    const code = textedCode(await waitForText(inbox, phone.e164, seen));

    const moved = await request.post('/api/auth/phone-number/verify', {
      headers: fromTheSite,
      data: { phoneNumber: phone.e164, code, updatePhoneNumber: true },
    });
    expect(moved.status()).toBe(400);
    expect(await moved.json()).toEqual({
      code: 'OPTION_NOT_OFFERED',
      message: 'This site does not change the phone number of an account. To use another number, sign in with it.',
    });
    const me = (await (await request.get('/api/me')).json()) as { handles: { type: string }[] };
    expect(me.handles.map((handle) => handle.type)).toEqual(['email_address']);
    // Refused before the phone-number plugin ran: the code is still unspent and signs in to the number's own account.
    const signedIn = await request.post('/api/auth/phone-number/verify', {
      headers: fromTheSite,
      data: { phoneNumber: phone.e164, code },
    });
    expect(signedIn.status()).toBe(200);
  });

  for (const type of ['forget-password', 'email-verification']) {
    test(`an e-mailed code of type ${type} is refused and never mailed`, async ({ request }) => {
      const address = customerAddress();
      await signInWithEmailCode(request, address);
      const seen = await mailFiles(testServer.mailboxDir);
      const refused = await request.post('/api/auth/email-otp/send-verification-otp', {
        headers: fromTheSite,
        data: { email: address, type },
      });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toEqual({
        code: 'OPTION_NOT_OFFERED',
        message: 'This site mails codes for signing in only: send type "sign-in".',
      });
      // A sign-in code asked for afterwards is the only new mail to the address: a refused one would have come first.
      expect(
        (
          await request.post('/api/auth/email-otp/send-verification-otp', {
            headers: fromTheSite,
            data: { email: address, type: 'sign-in' },
          })
        ).status(),
      ).toBe(200);
      const signInMail = await waitForMail(testServer.mailboxDir, address, seen);
      await expect(
        waitForMail(testServer.mailboxDir, address, new Set([...seen, signInMail.file]), 1_000),
      ).rejects.toThrow(/No mail/);
    });
  }
});

test.describe('a copy of the identity store holds no usable sign-in code or link', () => {
  /** Every row of the store's verification table, as text: identifiers and values alike. */
  async function verificationRows(): Promise<string> {
    const db = await openIdentityStore();
    try {
      return JSON.stringify((await db.execute('select "identifier", "value" from "verification"')).rows);
    } finally {
      await db.close();
    }
  }

  test('an e-mailed code is stored as a hash, and still signs in', async ({ request }) => {
    const email = customerAddress();
    const seen = await mailFiles(testServer.mailboxDir);
    expect(
      (await request.post('/api/auth/email-otp/send-verification-otp', { data: { email, type: 'sign-in' } })).ok(),
    ).toBe(true);
    const code = signInCode(await waitForMail(testServer.mailboxDir, email, seen));
    const rows = await verificationRows();
    expect(rows).toContain(email);
    expect(rows).not.toContain(code);
    expect((await request.post('/api/auth/sign-in/email-otp', { data: { email, otp: code } })).ok()).toBe(true);
  });

  test('a texted code is stored as a hash, counts a wrong code, and still signs in', async ({ request }) => {
    const inbox = outboxInbox(path.join(testServer.dataDir, 'sms-outbox'));
    const phone = freshUkMobile();
    const seen = await seenTexts(inbox);
    expect((await request.post('/api/auth/phone-number/send-otp', { data: { phoneNumber: phone.e164 } })).ok()).toBe(
      true,
    );
    const code = textedCode(await waitForText(inbox, phone.e164, seen));
    const pendingCode = async () => {
      const db = await openIdentityStore();
      try {
        const found = await db.execute({
          sql: 'select "value" from "verification" where "identifier" = ?',
          args: [`phone-number-otp-${phone.e164}`],
        });
        return String(found.rows[0]?.value);
      } finally {
        await db.close();
      }
    };
    const stored = await pendingCode();
    expect(stored).not.toContain(code);
    expect(stored).toMatch(/^[\w-]{43}:0$/);
    const wrong = await request.post('/api/auth/phone-number/verify', {
      data: { phoneNumber: phone.e164, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status()).toBe(400);
    expect(await pendingCode()).toMatch(/:1$/);
    expect(
      (await request.post('/api/auth/phone-number/verify', { data: { phoneNumber: phone.e164, code } })).ok(),
    ).toBe(true);
  });

  test('an e-mailed link is stored as a hash of its token, and still signs in', async ({ request }) => {
    const email = customerAddress();
    const seen = await mailFiles(testServer.mailboxDir);
    expect((await request.post('/api/auth/sign-in/magic-link', { data: { email, callbackURL: '/' } })).ok()).toBe(true);
    const link = new URL(signInLink(await waitForMail(testServer.mailboxDir, email, seen)));
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(16);
    expect(await verificationRows()).not.toContain(token);
    const opened = await request.get(link.href, { maxRedirects: 0 });
    expect(opened.status()).toBe(302);
    expect(opened.headers()['set-cookie'] ?? '').toContain('session_token');
  });
});
