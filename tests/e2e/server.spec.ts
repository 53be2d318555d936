/**
 * The site server as an HTTP client sees it: the /me API, health probes, caching, security headers and
 * clear answers to bad requests.
 */
import { expect, test } from '@playwright/test';
import { staffTest, customerTest } from './support/fixtures';
import {
  expectLandingOnThePage,
  hostileAddressProblems,
  redirectProblems,
  trailingSlashProblems,
} from './support/htmlAddresses';
import { expectLandingInTheRightCase, letterCaseProblems, notRedirectedProblems } from './support/letterCaseAddresses';
import { testServer } from './support/testServer';

test.describe('/api/me', () => {
  test('answers 401 with a JSON error when nobody is signed in', async ({ request }) => {
    const response = await request.get('/api/me');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ errors: [{ httpcode: 401, message: 'Nobody is signed in.' }] });
  });

  staffTest('describes a staff member in the specified /me shape', async ({ page }) => {
    const me = await (await page.request.get('/api/me')).json();
    expect(me).toMatchObject({
      person: { active: true, roles: expect.arrayContaining(['staff']) },
      handles: [{ type: 'email_address', value: expect.stringMatching(/^writer\+\w+@tideline\.example$/) }],
      staff: true,
    });
    expect(typeof me.person.person_id).toBe('string');
    expect(me.organizations[0]).toMatchObject({ id: 'tideline.example' });
    expect(Array.isArray(me.credentials)).toBe(true);
  });

  customerTest('describes a customer as not staff', async ({ page }) => {
    const me = await (await page.request.get('/api/me')).json();
    expect(me).toMatchObject({
      handles: [{ value: expect.stringMatching(/@riverbend\.example$/) }],
      staff: false,
      person: { roles: ['reader'] },
    });
  });
});

test.describe('/api/session', () => {
  test('answers nobody with 200, so the browser logs no error on every page', async ({ request }) => {
    const response = await request.get('/api/session');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ me: null });
  });

  staffTest('carries the same /me result as /api/me when signed in', async ({ page }) => {
    const session = await (await page.request.get('/api/session')).json();
    const me = await (await page.request.get('/api/me')).json();
    expect(session.me).toEqual(me);
  });
});

staffTest('the session lives in an HttpOnly, SameSite=Lax cookie, not in script-readable storage', async ({ page }) => {
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('session_token'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
  await page.goto('/intro');
  expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('session');
});

test.describe('/api/search-key', () => {
  test('refuses anonymous readers', async ({ request }) => {
    expect((await request.get('/api/search-key')).status()).toBe(401);
  });

  customerTest('refuses customers', async ({ page }) => {
    expect((await page.request.get('/api/search-key')).status()).toBe(403);
  });

  staffTest('tells staff there is no Algolia staff index while search runs locally', async ({ page }) => {
    const response = await page.request.get('/api/search-key');
    expect(response.status()).toBe(404);
    expect((await response.json()).errors[0].message).toContain('search runs locally');
  });
});

test('health and readiness probes answer', async ({ request }) => {
  expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
  expect((await request.get('/readyz')).status()).toBe(200);
});

test('pages carry the security headers', async ({ request }) => {
  const headers = (await request.get('/intro')).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('public HTML may be kept by any cache and is revalidated; hashed assets are cached for a year', async ({
  page,
  request,
}) => {
  const html = await request.get('/intro');
  expect(html.headers()['cache-control']).toBe('public, no-cache');
  expect(html.headers().vary ?? '').not.toContain('Cookie');
  await page.goto('/intro');
  const script = await page.locator('script[src*="/assets/js/main."]').first().getAttribute('src');
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('text is compressed for clients that accept it', async ({ request }) => {
  const response = await request.get('/intro', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
});

test('search index files are sent as they are, never labelled as compressed a second time', async ({ request }) => {
  const entry = await (await request.get('/pagefind/pagefind-entry.json')).json();
  const language = Object.values(entry.languages as Record<string, { hash: string }>)[0];
  const response = await request.get(`/pagefind/pagefind.${language?.hash}.pf_meta`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBeUndefined();
  expect((await response.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
});

test('an unknown page gets the 404 page', async ({ request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
});

test.describe('.html addresses', () => {
  test('answer 301 with the page’s own address, the query kept', async () => {
    expect(await redirectProblems(testServer.port)).toEqual([]);
  });

  test('never send anyone to another host, however the address is spelled', async () => {
    expect(await hostileAddressProblems(testServer.port, testServer.url)).toEqual([]);
  });

  test('with a trailing slash get the 404 page, as on a static host, not the page at an address its router does not know', async () => {
    expect(await trailingSlashProblems(testServer.port)).toEqual([]);
  });

  test('the not-found page’s own file is served as it is, as not found', async ({ request }) => {
    const response = await request.get('/404.html', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  test('a staff page’s .html address still asks an outsider to sign in, and names nothing of the page', async ({
    request,
  }) => {
    for (const address of ['/Internal%20Documentation/intro/index.html', '/Internal%20Documentation/intro.html']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(401);
      expect(await response.text(), address).not.toContain('<article');
    }
  });

  test('a reader who opens one lands on the page, with no console error', async ({ page }) => {
    await expectLandingOnThePage(page, testServer.url);
  });
});

test.describe('addresses in another letter case', () => {
  test('answer 301 with the page’s own address, the query kept', async () => {
    expect(await letterCaseProblems(testServer.port)).toEqual([]);
  });

  test('that name no page (unknown pages, assets, the API, another host) get the 404 page, never a redirect', async () => {
    expect(await notRedirectedProblems(testServer.port, testServer.url)).toEqual([]);
  });

  test('a reader who opens one lands on the page at its own address, with no console error', async ({ page }) => {
    await expectLandingInTheRightCase(page, testServer.url);
  });

  test('a .html spelling in another case reaches the page too, in one redirect', async ({ page }) => {
    const response = await page.goto('/GSHARP/overview.html');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${testServer.url}/gSharp/Overview`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${testServer.url}/GSHARP/overview.html`);
    expect(response?.request().redirectedFrom()?.redirectedFrom(), 'a second redirect').toBeNull();
  });
});

test.describe('bad requests get clear errors, never a stack trace', () => {
  test('a malformed address', async ({ request }) => {
    const response = await request.get('/%E0%A4%A');
    expect(response.status()).toBe(400);
    expect(await response.text()).toBe('This request could not be read: its address or body is malformed.');
  });

  test('an unknown API route', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ httpcode: 404, message: 'There is no GET /api/nothing-here.' }],
    });
  });

  test('an API address written with percent-escapes gets the API’s JSON errors, as the router reads it as the API', async ({
    request,
  }) => {
    const malformed = await request.post('/%61pi/consent', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"consent_levels":'),
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({
      errors: [{ httpcode: 400, message: 'This request could not be read: its address or body is malformed.' }],
    });
    for (const wrongMethod of [await request.put('/%61pi/events', { data: {} }), await request.get('/%61pi/events')]) {
      expect(wrongMethod.status()).toBe(405);
      expect(wrongMethod.headers()['content-type']).toMatch(/^application\/json/);
    }
  });

  test('a sign-in body that is JSON but not an object', async ({ request }) => {
    for (const data of ['"a"', '42', '[1,2]', 'null']) {
      const response = await request.post('/api/auth/sign-in/email-otp', {
        headers: { 'content-type': 'application/json' },
        data,
      });
      expect(response.status(), data).toBe(400);
      expect((await response.json()).message, data).toBe(
        'Some of what was sent is missing or not valid. Check the form and try again.',
      );
    }
  });

  test('a body that is not JSON', async ({ request }) => {
    const response = await request.post('/api/auth/sign-in/email-otp', {
      headers: { 'content-type': 'application/json' },
      data: '{"email":',
    });
    expect(response.status()).toBe(400);
    const body = await response.text();
    expect(body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  test('a sign-in code request without an e-mail address', async ({ request }) => {
    const response = await request.post('/api/auth/email-otp/send-verification-otp', { data: { type: 'sign-in' } });
    expect(response.status()).toBe(400);
    expect(await response.text()).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  test('a wrong code', async ({ request }) => {
    const response = await request.post('/api/auth/sign-in/email-otp', {
      data: { email: 'nobody@riverbend.example', otp: '000000' },
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });

  test('a method the site does not serve', async ({ request }) => {
    const response = await request.delete('/intro');
    expect(response.status()).toBe(405);
  });
});
