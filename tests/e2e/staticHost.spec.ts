/**
 * The public build published on a plain static host: Debian's nginx with deploy/nginx.conf, no site server.
 * Every public route, search and the not-found page work there, and nothing offers a sign-in that cannot happen.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors';
import {
  expectLandingOnThePage,
  hostileAddressProblems,
  redirectProblems,
  trailingSlashProblems,
} from './support/htmlAddresses';
import { expectLandingInTheRightCase, letterCaseProblems, notRedirectedProblems } from './support/letterCaseAddresses';
import { startNginx, type RunningNginx } from './support/nginx';
import { pageUrl, publicRoutes } from './support/seedRoutes';
import { testServer } from './support/testServer';

let host: RunningNginx;

test.beforeAll(async () => {
  host = await startNginx({
    root: path.join(testServer.root, 'build', 'public'),
    deployConfig: path.join(testServer.root, 'deploy', 'nginx.conf'),
    letterCaseMap: path.join(testServer.root, 'build', 'nginx-letter-case.map'),
  });
});

test.afterAll(async () => {
  await host?.stop();
});

const at = (address: string) => `${host.url}${address}`;

test('every public route answers its page', async ({ request }) => {
  // Whether nginx finds each page is a question of addresses, not of rendering: the HTML says it, without a browser.
  const routes = [...publicRoutes.map((seed) => seed.path), '/markdown-page', '/search'];
  const answers = await Promise.all(
    routes.map(async (route) => {
      const response = await request.get(at(pageUrl(route)), { maxRedirects: 0 });
      const html = await response.text();
      return { route, status: response.status(), hasHeading: /<h1[\s>]/.test(html) };
    }),
  );
  expect(answers.filter((answer) => answer.status !== 200 || !answer.hasHeading)).toEqual([]);
});

test('an API reference page with its generated address shows its page', async ({ page }) => {
  expect((await page.goto(at('/gSharp/Development/Namespaces/')))?.status()).toBe(200);
  await expect(page.locator('article h1')).toBeVisible();
});

test('search finds pages from the published index', async ({ page }) => {
  await page.goto(at('/intro'));
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('pump');
  // The first query loads Pagefind's WebAssembly and index, which takes a while on a busy machine.
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({ timeout: 20_000 });
  await page.goto(at('/search?q=pump'));
  await expect(page.locator('main article h2 a').first()).toBeVisible({ timeout: 20_000 });
});

test('an unknown address gets the not-found page with a 404', async ({ page }) => {
  const response = await page.goto(at('/no/such/page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the not-found page’s own address says not found, as on the site server', async ({ request }) => {
  for (const address of ['/404', '/404.html']) {
    const response = await request.get(at(address), { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toContain('Page not found');
  }
});

test('an address ending in .html or /index.html answers 301 with the page’s own address, the query kept', async () => {
  expect(await redirectProblems(host.port)).toEqual([]);
});

test('a file’s address with a trailing slash gets the 404 page, as on the site server', async () => {
  expect(await trailingSlashProblems(host.port)).toEqual([]);
});

test('no .html address sends anyone to another host, however it is spelled', async () => {
  expect(await hostileAddressProblems(host.port, host.url)).toEqual([]);
});

test('a reader who opens a .html address lands on the page, with no console error', async ({ page }) => {
  await expectLandingOnThePage(page, host.url);
});

test('an address in another letter case answers 301 with the page’s own address, the query kept', async () => {
  expect(await letterCaseProblems(host.port)).toEqual([]);
});

test('an old numbered API address answers 301 with its page’s new address, the query kept', async ({ request }) => {
  const putValue = '/gSharp/Development/Namespaces/Tideline.GSharp.PI/PIACEPoint/PutValue';
  const moved = await request.get(at(`${putValue}/2?from=bookmark`), { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${putValue}/object-DateTime?from=bookmark`);
  expect((await request.get(at(`${putValue}/object-DateTime`))).status()).toBe(200);
});

test('an address in another letter case that names no page gets the 404 page, never a redirect', async () => {
  expect(await notRedirectedProblems(host.port, host.url)).toEqual([]);
});

test('a reader who opens an address in another letter case lands on the page, with no console error', async ({
  page,
}) => {
  await expectLandingInTheRightCase(page, host.url);
});

test('content-hashed scripts are cached for a year and pages are compressed', async ({ request, page }) => {
  await page.goto(at('/intro'));
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const asset = await request.get(at(script ?? '/assets/js/missing.js'));
  expect(asset.headers()['cache-control']).toContain('immutable');
  const html = await request.get(at('/intro'), { headers: { 'accept-encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
  expect(html.headers()['cache-control']).toBe('no-cache');
  // The build's .gz copy is sent as it is (gzip_static), with its length; nginx compressing on the fly sends none.
  const compressedScript = await request.get(at(script ?? '/assets/js/missing.js'), {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(compressedScript.headers()['content-encoding']).toBe('gzip');
  expect(compressedScript.headers()['content-length']).toBeDefined();
});

test('without a staff site configured, no Log in button is offered', async ({ page }) => {
  await page.goto(at('/intro'));
  await expect(page.locator('article h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('nav.navbar').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.locator('nav.navbar').getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('robots.txt names the sitemap by its full address', async ({ request }) => {
  const robots = await (await request.get(at('/robots.txt'))).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('a page logs no error to the console, though no sign-in service answers there', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(at('/intro'));
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
