/**
 * What a reader's first visit downloads in JavaScript, per page type (issue 12: first-load JS ≤ 170 KB gzip): a cold
 * browser with no consent choice yet (so the consent banner loads too), gzip as the server sends it, until the page
 * has hydrated and the network is quiet. The bundles are the same every time the sources are, so the bytes hold run
 * to run; bench/report.ts reports the same figures against stock Docusaurus, with where main.js goes.
 */
import { expect, test, type Page } from '@playwright/test';
import { firstVisit } from './support/consentChoice';
import { staffTest } from './support/fixtures';
import { firstLoadSettled } from './support/firstLoad';
import { readFirstLoadTrim } from '../../contract/firstLoadTrim';

const kilobyte = 1024;

/**
 * Issue 12's target, 170 KB, on every page type. When set, the pages downloaded 148 KB (search) to 164 KB (guide):
 * main.js and its runtime ~138 KB (React DOM, the theme, one route entry per page), then a doc page's layout, sidebar
 * and content, and the guide's code block.
 */
const budgetKilobytes = 170;
const pageTypes = [
  { kind: 'home page', path: '/' },
  { kind: 'guide', path: '/Tideline/Applications/RDII/Overview' },
  { kind: 'API reference page', path: '/gSharp/Development/Namespaces/' },
  { kind: 'search page', path: '/search' },
  { kind: 'sign-in page', path: '/sign-in' },
];

test.use({ storageState: firstVisit, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });

// The budget is met with the first-load trims; FIRST_LOAD_TRIM=false ships Docusaurus's own bundle, about 33 KB more
// per first visit (plugins/README.md), for a Docusaurus upgrade that breaks a trim. Every other test holds either way.
const untrimmed = 'The 170 KB budget holds for the trimmed build; this one was built with FIRST_LOAD_TRIM=false.';
test.skip(!readFirstLoadTrim(), untrimmed);

/**
 * A staff page loads the site's main.js, then the staff section's routes and the page's chunks from under its address:
 * the section's first page and the Insights page. When set, they downloaded 168 KB each; a long staff page with a
 * diagram, whose own chunk is 19 KB, downloaded 184 KB (bench/REPORT.md, "Page weight").
 */
const staffPageTypes = [
  { kind: "the staff section's first page", path: '/Internal Documentation/intro' },
  { kind: 'the Insights page', path: '/Internal Documentation/Insights' },
];

/** The gzip bytes of JavaScript a first visit to `path` downloads, until the page has hydrated and the network is quiet. */
async function firstVisitScriptBytes(page: Page, path: string): Promise<{ bytes: number; scripts: number }> {
  const scripts: Promise<number>[] = [];
  const settled = firstLoadSettled(page);
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => {
        expect(response?.headers()['content-encoding'], `${request.url()} is sent compressed`).toBe('gzip');
        return sizes.responseBodySize;
      }),
    );
  });
  await page.goto(encodeURI(path));
  await settled();
  const sizes = await Promise.all(scripts);
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), scripts: sizes.length };
}

async function expectWithinBudget(page: Page, path: string): Promise<void> {
  const { bytes, scripts } = await firstVisitScriptBytes(page, path);
  expect(scripts, 'the page loaded its scripts').toBeGreaterThan(2);
  expect(bytes, `JavaScript bytes of ${path} (${(bytes / kilobyte).toFixed(1)} KB)`).toBeLessThanOrEqual(
    budgetKilobytes * kilobyte,
  );
}

for (const { kind, path } of pageTypes) {
  test(`a first visit to the ${kind} downloads at most ${budgetKilobytes} KB of JavaScript (gzip)`, async ({
    page,
  }) => {
    await expectWithinBudget(page, path);
  });
}

staffTest.describe('staff', () => {
  staffTest.use({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  staffTest.skip(!readFirstLoadTrim(), untrimmed);
  for (const { kind, path } of staffPageTypes) {
    staffTest(
      `a first visit to ${kind} downloads at most ${budgetKilobytes} KB of JavaScript (gzip)`,
      async ({ page }) => {
        await expectWithinBudget(page, path);
      },
    );
  }
});
