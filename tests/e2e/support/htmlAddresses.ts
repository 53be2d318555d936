/**
 * Pages asked for by `.html` addresses, as both hosts of the site must answer them (the site server, and nginx with
 * deploy/nginx.conf): a 301 to the page's own address with the query kept, and never a redirect to another host.
 * The redirect and landing checks take other spellings too (letterCaseAddresses.ts).
 */
import http from 'node:http';
import { expect, type Page } from '@playwright/test';
import { collectConsoleErrors } from './consoleErrors';

export interface RawAnswer {
  status: number;
  location: string | undefined;
}

/** One GET with the path exactly as written (a browser would rewrite `\` and `//host`), redirects not followed. */
export function rawGet(port: number, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on('error', reject);
  });
}

/** `.html` spellings of pages, in their own letter case or another, and the address each must be redirected to in one hop. */
const htmlAddresses: Redirect[] = [
  { address: '/gSharp/Overview.html', page: '/gSharp/Overview' },
  { address: '/gSharp/Overview/index.html', page: '/gSharp/Overview' },
  { address: '/index.html', page: '/' },
  { address: '/Tideline/Support/Logging%20In/index.html', page: '/Tideline/Support/Logging%20In' },
  {
    address: '/Tideline/Support/Logging%20In.html?tab=phone&q=a%20b',
    page: '/Tideline/Support/Logging%20In?tab=phone&q=a%20b',
  },
  { address: '/GSharp/Overview.html', page: '/gSharp/Overview' },
  { address: '/GSHARP/OVERVIEW/index.html?x=1', page: '/gSharp/Overview?x=1' },
  { address: '/tideline/support/logging%20in.html', page: '/Tideline/Support/Logging%20In' },
];

/** Spellings that would make a careless redirect name another host (`//evil.example`, `/\evil.example`). */
const hostileHtmlAddresses = [
  '//evil.example/a.html',
  '//evil.example/index.html',
  '/%2F%2Fevil.example/index.html',
  '/%2F%2Fevil.example/a.html',
  '/\\evil.example/index.html',
  '/\\evil.example/a.html',
  '/%5Cevil.example/index.html',
  '/%5C%5Cevil.example/a.html',
  '/%2F%5Cevil.example/index.html',
  '/.//evil.example/index.html',
  '/%2e%2e//evil.example/index.html',
  '/%09/evil.example/index.html',
];

/** Another address of a page, and what it must be redirected to: the page's own address, with the query. */
export interface Redirect {
  address: string;
  page: string;
}

/** Each address whose answer is not a 301 to the page's own address, the query kept, with what it got. */
export async function redirectProblems(
  port: number,
  redirects: readonly Redirect[] = htmlAddresses,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { address, page } of redirects) {
    const { status, location } = await rawGet(port, address);
    if (status !== 301 || location !== page)
      problems.push(`${address}: ${status} ${location ?? '(no Location)'}, not 301 ${page}`);
  }
  return problems;
}

/**
 * A file's address with a slash after it names a folder no build has: the 404 page, with no redirect, on nginx as on the
 * site server (a page's file served there would hydrate into "Page Not Found" with React error #418).
 */
const fileAddressesWithTrailingSlash = [
  '/gSharp/Overview.html/',
  '/gSharp/Overview/index.html/',
  '/index.html/',
  '/GSharp/Overview.html/',
  '/sitemap.xml/',
  '/404.html/',
];

/** Each file address with a trailing slash that was answered with anything but a 404, with what it got. */
export async function trailingSlashProblems(port: number): Promise<string[]> {
  const problems: string[] = [];
  for (const address of fileAddressesWithTrailingSlash) {
    const { status, location } = await rawGet(port, address);
    if (status !== 404 || location !== undefined) problems.push(`${address}: ${status} ${location ?? ''}, not 404`);
  }
  return problems;
}

/** Whether a Location header, resolved the way a browser resolves it against `base`, stays on that origin. */
export function staysOnSite(location: string, base: string): boolean {
  return new URL(location, base).origin === new URL(base).origin;
}

/** What is wrong with the answers to the hostile spellings: a server error, or a redirect to another host. */
export async function hostileAddressProblems(port: number, siteUrl: string): Promise<string[]> {
  const problems: string[] = [];
  for (const address of hostileHtmlAddresses) {
    const { status, location } = await rawGet(port, address);
    if (status >= 500) problems.push(`${address}: ${status}`);
    if (location !== undefined && !staysOnSite(location, siteUrl)) problems.push(`${address} -> ${location}`);
  }
  return problems;
}

const htmlLandings = { '/gSharp/Overview.html': '/gSharp/Overview', '/gSharp/Overview/index.html': '/gSharp/Overview' };

/**
 * Opens each address (by default the `.html` addresses of the gSharp overview) and checks the reader lands on the
 * page's own address, hydrated, with no console error.
 */
export async function expectLandingOnThePage(
  page: Page,
  siteUrl: string,
  landings: Record<string, string> = htmlLandings,
): Promise<void> {
  const errors = collectConsoleErrors(page);
  for (const [address, ownAddress] of Object.entries(landings)) {
    const response = await page.goto(`${siteUrl}${address}`);
    expect(response?.status(), address).toBe(200);
    await expect(page, address).toHaveURL(`${siteUrl}${ownAddress}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article h1')).toBeVisible();
  }
  expect(errors).toEqual([]);
}
