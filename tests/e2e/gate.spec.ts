/**
 * The staff section cannot be read by anyone else, by any URL: not its pages, not a file of the staff
 * build the public build lacks (JS chunks, search index), and the public build holds nothing of it.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectLeakMarkers } from '../../scripts/leakMarkers';
import { findLeaks, listFiles } from '../../scripts/findLeaks';
import { customerTest, staffTest } from './support/fixtures';
import { internalRoutes, pageUrl } from './support/seedRoutes';
import { testServer } from './support/testServer';
import { isStaffSectionPath } from '../../server/site/access';

const buildDir = (audience: 'public' | 'staff') => path.join(testServer.root, 'build', audience);

async function relativeFiles(dir: string): Promise<string[]> {
  return (await listFiles(dir)).map((file) => path.relative(dir, file).split(path.sep).join('/'));
}

/**
 * Files only the staff build has, as URLs (index.html files as their routes): under the staff section, which refuses
 * them, or elsewhere (its scripts, search fragments), where they are answered as missing files are, so a refusal
 * never confirms that such a file exists.
 */
async function staffOnlyUrls(where: 'in the section' | 'elsewhere' | 'all' = 'all'): Promise<string[]> {
  const publicFiles = new Set(await relativeFiles(buildDir('public')));
  return (await relativeFiles(buildDir('staff')))
    .filter((file) => !publicFiles.has(file) && !file.startsWith('.'))
    .filter((file) => where === 'all' || isStaffSectionPath(`/${file}`) === (where === 'in the section'))
    .map((file) => pageUrl(`/${file}`));
}

async function expectRefused(request: APIRequestContext, url: string, status: 401 | 403 | 404, markers: string[]): Promise<void> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(status);
  const body = await response.text();
  // One assertion per answer: an expect per marker made hundreds of thousands of them over the staff-only files.
  expect(markers.filter((marker) => body.includes(marker)), `${url} names the staff section`).toEqual([]);
}

/** Checks many URLs a few at a time: the staff build has hundreds of files of its own. */
async function expectAllRefused(request: APIRequestContext, urls: string[], status: 401 | 403 | 404, markers: string[]): Promise<void> {
  for (let start = 0; start < urls.length; start += 8) {
    await Promise.all(urls.slice(start, start + 8).map((url) => expectRefused(request, url, status, markers)));
  }
}

/**
 * What a refusal must not contain. The route base itself may appear: the refusal carries the requested
 * address so the reader returns to it after signing in.
 */
async function refusalMarkers(): Promise<string[]> {
  return (await collectLeakMarkers()).filter((marker) => !marker.source.startsWith('route base')).map((marker) => marker.text);
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
  { variant: '/internal documentation/Documentation/Bonus Info', exact: '/Internal Documentation/Documentation/Bonus Info' },
];

/** The variant gets what the exact address gets: the same status, kind of page and caching, and no redirect. */
async function expectRefusedAlike(request: APIRequestContext, variant: string, exact: string, status: 401 | 403, markers: string[]): Promise<void> {
  await expectRefused(request, variant, status, markers);
  const [variantAnswer, exactAnswer] = await Promise.all([variant, exact].map((url) => request.get(url, { maxRedirects: 0 })));
  const answerOf = (response: typeof variantAnswer) => {
    const headers = response?.headers() ?? {};
    return { status: response?.status(), type: headers['content-type'], cache: headers['cache-control'], location: headers.location };
  };
  expect(answerOf(variantAnswer), variant).toEqual(answerOf(exactAnswer));
}

test('the public build contains no title, route, name or phrase of the staff section', async () => {
  const markers = await collectLeakMarkers();
  expect(markers.length).toBeGreaterThan(internalRoutes.length);
  const leaks = await findLeaks(buildDir('public'), markers);
  expect(leaks.map((leak) => `${leak.file}: ${leak.marker.text}`)).toEqual([]);
});

test('the leak scan finds the staff section where it is meant to be (so it can fail)', async () => {
  const leaks = await findLeaks(buildDir('staff'), await collectLeakMarkers());
  expect(leaks.length).toBeGreaterThan(internalRoutes.length);
});

test('the staff build has files the public build lacks, including its search index', async () => {
  const urls = await staffOnlyUrls();
  expect(urls.some((url) => url.includes('/assets/js/'))).toBe(true);
  expect(urls.some((url) => url.startsWith('/pagefind/'))).toBe(true);
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
    for (const { variant, exact } of letterCaseStaffAddresses) await expectRefusedAlike(request, variant, exact, 401, markers);
  });

  test('get 401 and no content for every file only the staff build has under the section, 404 for the others', async ({ request }) => {
    // Several hundred files (scripts, search fragments, Markdown copies), each refused with its check of the body.
    test.setTimeout(180_000);
    const markers = await refusalMarkers();
    await expectAllRefused(request, await staffOnlyUrls('in the section'), 401, markers);
    await expectAllRefused(request, await staffOnlyUrls('elsewhere'), 404, markers);
  });
});

customerTest.describe('signed-in customers', () => {
  customerTest('get 403 and no content for every staff page and staff-only file', async ({ page }) => {
    const markers = await refusalMarkers();
    customerTest.setTimeout(180_000);
    for (const route of internalRoutes) await expectRefused(page.request, pageUrl(route.path), 403, markers);
    await expectAllRefused(page.request, await staffOnlyUrls('in the section'), 403, markers);
    await expectAllRefused(page.request, await staffOnlyUrls('elsewhere'), 404, markers);
  });

  customerTest('get the same 403 for a staff address in any letter case, never a redirect or a 404', async ({ page }) => {
    const markers = await refusalMarkers();
    for (const { variant, exact } of letterCaseStaffAddresses) await expectRefusedAlike(page.request, variant, exact, 403, markers);
  });
});

staffTest('staff asking for a staff page in another letter case are sent to its own address, privately', async ({ page }) => {
  const pages = {
    '/INTERNAL%20DOCUMENTATION/intro': '/Internal%20Documentation/intro',
    '/internal%20documentation/documentation/bonus%20info?x=1': '/Internal%20Documentation/Documentation/Bonus%20Info?x=1',
    '/gsharp/overview': '/gSharp/Overview',
    '/INTERNAL%20DOCUMENTATION/INTRO.html': '/Internal%20Documentation/intro',
  };
  for (const [address, ownAddress] of Object.entries(pages)) {
    const response = await page.request.get(address, { maxRedirects: 0 });
    expect(`${response.status()} ${response.headers().location}`, address).toBe(`301 ${ownAddress}`);
    expect(response.headers()['cache-control'], address).toBe('private, no-cache');
  }
  const response = await page.goto('/internal%20documentation/INTRO');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/Internal%20Documentation\/intro$/);
});

staffTest('staff get the staff-only files', async ({ page }) => {
  const urls = await staffOnlyUrls();
  for (const url of [...urls.filter((u) => u.startsWith('/pagefind/')).slice(0, 3), ...urls.slice(0, 5)]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
  }
});
