/**
 * Pages and their Markdown copies asked for in another letter case than their own (`/gsharp/overview`,
 * `/gsharp/overview.md`), as readers type them or old links spell them: a 301 to the page's own address with the query kept, and never a redirect to another host, for
 * anything that is no page (assets, the API) or for two pages that differ only by case.
 */
import type { Page } from '@playwright/test';
import { expectLandingOnThePage, rawGet, redirectProblems, staysOnSite, type Redirect } from './htmlAddresses';

/** Letter-case variants of public pages and the address each must be redirected to. */
const letterCaseVariants: Redirect[] = [
  { address: '/gsharp/overview', page: '/gSharp/Overview' },
  { address: '/GSHARP/Overview', page: '/gSharp/Overview' },
  { address: '/gsharp/overview/', page: '/gSharp/Overview' },
  { address: '/INTRO', page: '/intro' },
  { address: '/tideline/support/logging%20in', page: '/Tideline/Support/Logging%20In' },
  {
    address: '/TIDELINE/SUPPORT/LOGGING%20IN?tab=phone&q=a%20b',
    page: '/Tideline/Support/Logging%20In?tab=phone&q=a%20b',
  },
  {
    address: '/Tideline/Applications/non-revenue%20water/OVERVIEW',
    page: '/Tideline/Applications/Non-Revenue%20Water/Overview',
  },
  { address: '/gsharp/overview.md', page: '/gSharp/Overview.md' },
  { address: '/TIDELINE/SUPPORT/LOGGING%20IN.MD?x=1', page: '/Tideline/Support/Logging%20In.md?x=1' },
];

/**
 * Addresses that name no page in any case, or spell a host: each must get the 404 page, with no redirect. Some are
 * files of the public build in another case (the sitemap, an image, the static host's session file): only pages and
 * their Markdown copies are found whatever their case.
 */
const notRedirected = [
  '/GSHARP/NO-SUCH-PAGE',
  '/GSHARP/NO-SUCH-PAGE.md',
  '/gsharp/overview%0A',
  '/SITEMAP.XML',
  '/IMG/FAVICON.SVG',
  '/ASSETS/JS/NO-SUCH-SCRIPT.JS',
  '/API/SESSION',
  '/API/ME',
  '/MCP',
  '//evil.example/GSHARP',
  '//evil.example/gsharp/overview',
  '/%2F%2Fevil.example/gsharp',
  '/\\evil.example/gsharp/overview',
  '/%5Cevil.example/GSHARP/Overview',
  '/%5C%5Cgsharp/overview',
];

/** Each variant whose answer is not a 301 to the page's own address, the query kept, with what it got. */
export const letterCaseProblems = (port: number): Promise<string[]> => redirectProblems(port, letterCaseVariants);

/** Each address that names no page but was answered with anything but a 404, or was sent to another host. */
export async function notRedirectedProblems(port: number, siteUrl: string): Promise<string[]> {
  const problems: string[] = [];
  for (const address of notRedirected) {
    const { status, location } = await rawGet(port, address);
    if (status !== 404) problems.push(`${address}: ${status} ${location ?? ''}, not 404`);
    if (location !== undefined && !staysOnSite(location, siteUrl)) problems.push(`${address} -> ${location}`);
  }
  return problems;
}

/** Opens letter-case variants of two pages and checks the reader lands on each page's own address with no error. */
export async function expectLandingInTheRightCase(page: Page, siteUrl: string): Promise<void> {
  await expectLandingOnThePage(page, siteUrl, {
    '/gsharp/overview': '/gSharp/Overview',
    '/tideline/support/logging%20in': '/Tideline/Support/Logging%20In',
  });
}
