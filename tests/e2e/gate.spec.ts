/**
 * The staff section cannot be read by anyone else, by any URL: not its pages, not a file of its build,
 * `build/staff` (JS chunks, search index, Markdown copies), all of which sit under the section's address, and the
 * public build holds nothing of it but that address. Public pages are the same bytes for every reader.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { staffSectionPrefix } from '../../contract/audience';
import { collectLeakMarkers } from '../../scripts/leakMarkers';
import { listFiles } from '../../plugins/shared/listFiles';
import { findLeaks } from '../../scripts/findLeaks';
import { customerTest, staffTest } from './support/fixtures';
import { internalRoutes, pageUrl } from './support/seedRoutes';
import { testServer } from './support/testServer';

const buildDir = (audience: 'public' | 'staff') => path.join(testServer.root, 'build', audience);

async function relativeFiles(dir: string): Promise<string[]> {
  return (await listFiles(dir)).map((file) => path.relative(dir, file).split(path.sep).join('/'));
}

/** Every file of `build/staff`, as its URL under the section's address (index.html files as their routes). */
async function staffOnlyUrls(): Promise<string[]> {
  return (await relativeFiles(buildDir('staff')))
    .filter((file) => !file.startsWith('.'))
    .map((file) => pageUrl(`${staffSectionPrefix}${file}`));
}

async function expectRefused(
  request: APIRequestContext,
  url: string,
  status: 401 | 403,
  markers: string[],
): Promise<void> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(status);
  const body = await response.text();
  // One assertion per answer: an expect per marker made hundreds of thousands of them over the staff-only files.
  expect(
    markers.filter((marker) => body.includes(marker)),
    `${url} names the staff section`,
  ).toEqual([]);
}

/** Checks many URLs a few at a time: the staff build has hundreds of files of its own. */
async function expectAllRefused(
  request: APIRequestContext,
  urls: string[],
  status: 401 | 403,
  markers: string[],
): Promise<void> {
  for (let start = 0; start < urls.length; start += 8) {
    await Promise.all(urls.slice(start, start + 8).map((url) => expectRefused(request, url, status, markers)));
  }
}

/**
 * What a refusal must not contain. The section's address may appear (it is no marker): the refusal carries the
 * requested address so the reader returns to it after signing in.
 */
async function refusalMarkers(): Promise<string[]> {
  return (await collectLeakMarkers()).map((marker) => marker.text);
}

/**
 * Staff addresses in other letter cases, each beside the exact address whose answer it must get: the server redirects a
 * variant to the page it names, so for an outsider the variant must be refused just as the page is, naming nothing.
 */
const letterCaseStaffAddresses = [
  { variant: '/internal%20documentation/intro', exact: '/Internal%20Documentation/intro' },
  { variant: '/INTERNAL%20DOCUMENTATION/intro', exact: '/Internal%20Documentation/intro' },
  { variant: '/iNTERNAL%20dOCUMENTATION/INTRO/', exact: '/Internal%20Documentation/intro/' },
  { variant: '/INTERNAL%20DOCUMENTATION', exact: '/Internal%20Documentation' },
  { variant: '/INTERNAL%20DOCUMENTATION/no-such-page', exact: '/Internal%20Documentation/no-such-page' },
  { variant: '/internal%20documentation/intro.html', exact: '/Internal%20Documentation/intro.html' },
  {
    variant: '/internal documentation/Documentation/Bonus Info',
    exact: '/Internal Documentation/Documentation/Bonus Info',
  },
];

/** The variant gets what the exact address gets: the same status, kind of page and caching, and no redirect. */
async function expectRefusedAlike(
  request: APIRequestContext,
  variant: string,
  exact: string,
  status: 401 | 403,
  markers: string[],
): Promise<void> {
  await expectRefused(request, variant, status, markers);
  const [variantAnswer, exactAnswer] = await Promise.all(
    [variant, exact].map((url) => request.get(url, { maxRedirects: 0 })),
  );
  const answerOf = (response: typeof variantAnswer) => {
    const headers = response?.headers() ?? {};
    return {
      status: response?.status(),
      type: headers['content-type'],
      cache: headers['cache-control'],
      location: headers.location,
    };
  };
  expect(answerOf(variantAnswer), variant).toEqual(answerOf(exactAnswer));
}

test('the public build contains no title, name or phrase of the staff section', async () => {
  const markers = await collectLeakMarkers();
  expect(markers.length).toBeGreaterThan(internalRoutes.length);
  const leaks = await findLeaks(buildDir('public'), markers);
  expect(leaks.map((leak) => `${leak.file}: ${leak.marker.text}`)).toEqual([]);
});

test('the leak scan finds the staff section where it is meant to be (so it can fail)', async () => {
  const leaks = await findLeaks(buildDir('staff'), await collectLeakMarkers());
  expect(leaks.length).toBeGreaterThan(internalRoutes.length);
});

test('the overlay holds the staff section alone, its scripts and search index under its address', async () => {
  const urls = await staffOnlyUrls();
  expect(urls.some((url) => url.startsWith(pageUrl(`${staffSectionPrefix}assets/js/`)))).toBe(true);
  expect(urls.some((url) => url.startsWith(pageUrl(`${staffSectionPrefix}pagefind/`)))).toBe(true);
  const listed = JSON.parse(await readFile(path.join(buildDir('staff'), 'page-markdown.json'), 'utf8')) as {
    route: string;
  }[];
  const routes = listed.map((page) => page.route);
  expect(routes.filter((route) => !route.startsWith(staffSectionPrefix))).toEqual([]);
  for (const route of internalRoutes) expect(routes).toContain(route.path);
  // No page of the public sections: their files would be at these addresses.
  expect(urls.filter((url) => /\/(gSharp|Tideline\/Applications)\//.test(url))).toEqual([]);
});

test.describe('anonymous visitors', () => {
  test('get 401 and no content for every staff page', async ({ request }) => {
    const markers = await refusalMarkers();
    for (const route of internalRoutes) await expectRefused(request, pageUrl(route.path), 401, markers);
    await expectRefused(request, '/Internal%20Documentation', 401, markers);
    await expectRefused(request, '/Internal%20Documentation/no-such-page', 401, markers);
    await expectRefused(request, '/Internal%20Documentation/intro.html', 401, markers);
  });

  test('get the same 401 for a staff address in any letter case, never a redirect or a 404', async ({ request }) => {
    const markers = await refusalMarkers();
    for (const { variant, exact } of letterCaseStaffAddresses)
      await expectRefusedAlike(request, variant, exact, 401, markers);
  });

  test('get 401 and no content for every file of the overlay', async ({ request }) => {
    // A few hundred files (scripts, search fragments, Markdown copies), each refused with its check of the body.
    test.setTimeout(180_000);
    const markers = await refusalMarkers();
    await expectAllRefused(request, await staffOnlyUrls(), 401, markers);
  });
});

customerTest.describe('signed-in customers', () => {
  customerTest('get 403 and no content for every staff page and every file of the overlay', async ({ page }) => {
    const markers = await refusalMarkers();
    customerTest.setTimeout(180_000);
    for (const route of internalRoutes) await expectRefused(page.request, pageUrl(route.path), 403, markers);
    await expectAllRefused(page.request, await staffOnlyUrls(), 403, markers);
  });

  customerTest(
    'get the same 403 for a staff address in any letter case, never a redirect or a 404',
    async ({ page }) => {
      const markers = await refusalMarkers();
      for (const { variant, exact } of letterCaseStaffAddresses)
        await expectRefusedAlike(page.request, variant, exact, 403, markers);
    },
  );
});

staffTest(
  'staff asking for a page in another letter case are sent to its own address, privately for a staff page',
  async ({ page }) => {
    const pages = {
      '/INTERNAL%20DOCUMENTATION/intro': ['/Internal%20Documentation/intro', 'private, no-cache'],
      '/internal%20documentation/documentation/bonus%20info?x=1': [
        '/Internal%20Documentation/Documentation/Bonus%20Info?x=1',
        'private, no-cache',
      ],
      '/gsharp/overview': ['/gSharp/Overview', 'public, max-age=3600'],
      '/INTERNAL%20DOCUMENTATION/INTRO.html': ['/Internal%20Documentation/intro', 'private, no-cache'],
      '/Internal%20Documentation/intro.html': ['/Internal%20Documentation/intro', 'private, no-cache'],
    };
    for (const [address, [ownAddress, cacheControl]] of Object.entries(pages)) {
      const response = await page.request.get(address, { maxRedirects: 0 });
      expect(`${response.status()} ${response.headers().location}`, address).toBe(`301 ${ownAddress}`);
      expect(response.headers()['cache-control'], address).toBe(cacheControl);
    }
    const response = await page.goto('/internal%20documentation/INTRO');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/Internal%20Documentation\/intro$/);
  },
);

staffTest('staff get the files of the overlay, kept out of shared caches', async ({ page }) => {
  const urls = (await staffOnlyUrls()).filter((url) => !url.endsWith('404.html'));
  const index = urls.filter((url) => url.includes('/pagefind/'));
  for (const url of [
    ...index.slice(0, 3),
    ...urls.filter((u) => u.includes('/assets/')).slice(0, 3),
    ...urls.slice(0, 5),
  ]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toMatch(/^private/);
  }
});

staffTest(
  'staff get a staff address the overlay has no page for as its not-found page, privately',
  async ({ page }) => {
    const response = await page.request.get('/Internal%20Documentation/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('private, no-store');
  },
);

/** Public answers compared byte for byte: a page, its Markdown copy, the search index, a script, the not-found page. */
const publicAddresses = [
  '/',
  '/gSharp/Overview',
  '/Tideline/Support/Logging%20In.md',
  '/pagefind/pagefind-entry.json',
  '/sitemap.xml',
  '/no-such-page',
];

staffTest(
  'a staff session and an anonymous reader get byte-identical public answers, cacheable by anyone',
  async ({ page, playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL: testServer.url });
    const home = await (await anonymous.get('/')).text();
    const script = /<script src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(home)?.[1];
    expect(script).toBeDefined();
    for (const address of [...publicAddresses, script ?? '']) {
      const [forStaff, forAnyone] = await Promise.all([page.request.get(address), anonymous.get(address)]);
      expect(forStaff.status(), address).toBe(forAnyone.status());
      expect(Buffer.compare(await forStaff.body(), await forAnyone.body()), `${address} differs for staff`).toBe(0);
      const headers = forStaff.headers();
      expect(headers['cache-control'], address).toMatch(/^public/);
      expect(headers['set-cookie'], address).toBeUndefined();
      expect(headers.vary ?? '', address).not.toMatch(/cookie/i);
      expect(headers['cache-control'], address).toBe(forAnyone.headers()['cache-control']);
    }
    await anonymous.dispose();
  },
);

test('a public page comes with validators, and a cache holding it is told it is still current', async ({ request }) => {
  const first = await request.get('/gSharp/Overview');
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  expect(first.headers()['last-modified']).toBeTruthy();
  const again = await request.get('/gSharp/Overview', { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status()).toBe(304);
});
