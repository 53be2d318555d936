/**
 * What a reader's first visit downloads in JavaScript, per page type (issue 12: first-load JS ≤ 170 KB gzip): a cold
 * browser with no consent choice yet (so the consent banner loads too), gzip as the server sends it, until the page
 * has hydrated and the network is quiet. The bundles are the same every time the sources are, so the bytes hold run
 * to run; bench/report.ts reports the same figures against stock Docusaurus, with where main.js goes.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
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
 * Staff pages miss issue 12's 170 KB, and these tests say so rather than hide it: each holds a staff page where it
 * is, at what it downloaded when set plus about 1 KB, so that it grows no further unnoticed. A staff page loads the
 * site's main.js and runtime (140.0 KB), the layout chunks every doc page shares (18.9 KB), then from under the
 * section's address the section's routes (2.1 KB), its sidebar (1.1 KB) and the page's own chunk; signed in, the
 * account menu (2.6 KB); with no consent choice yet, the consent banner (1.4 KB). The section's first page downloaded
 * 172.0 KB and the Insights page 172.2 KB, over the target by the section's routes and the account menu, which a public
 * page's first visit does without. The long "Updating the Documentation Website" page downloaded 187.9 KB: its own
 * chunk, its text, is 19.5 KB, and it shows code, whose block is 2.3 KB. In the two-build design, where the staff
 * section had a main.js of its own without the public site's routes (119 KB with its runtime), the first two
 * downloaded 147 KB (bench/REPORT.md, "Page weight").
 */
const staffPageTypes = [
  { kind: "the staff section's first page", path: '/Internal Documentation/intro', ceilingKilobytes: 173 },
  { kind: 'the Insights page', path: '/Internal Documentation/Insights', ceilingKilobytes: 173 },
  {
    kind: 'a long staff page',
    path: '/Internal Documentation/Documentation/Updating the Documentation Website',
    ceilingKilobytes: 189,
  },
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
  const response = await page.goto(encodeURI(path));
  // A refused page (the staff section's 401 sign-in page) loads other scripts than the page it stands for.
  expect(response?.status(), `${path} is served to this reader`).toBe(200);
  await settled();
  const sizes = await Promise.all(scripts);
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), scripts: sizes.length };
}

async function expectWithinBudget(page: Page, path: string, kilobytes: number): Promise<void> {
  const { bytes, scripts } = await firstVisitScriptBytes(page, path);
  expect(scripts, 'the page loaded its scripts').toBeGreaterThan(2);
  expect(bytes, `JavaScript bytes of ${path} (${(bytes / kilobyte).toFixed(1)} KB)`).toBeLessThanOrEqual(
    kilobytes * kilobyte,
  );
}

for (const { kind, path } of pageTypes) {
  test(`a first visit to the ${kind} downloads at most ${budgetKilobytes} KB of JavaScript (gzip)`, async ({
    page,
  }) => {
    await expectWithinBudget(page, path, budgetKilobytes);
  });
}

staffTest.describe('staff', () => {
  // Signed in as staff but with no consent choice yet, as the other pages' first visit. The file's storage state for
  // those visits has no session: without this one the section would answer with its 401 sign-in page.
  staffTest.use({
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    storageState: async ({ staffState }, use) => {
      const signedIn: Exclude<BrowserContextOptions['storageState'], string | undefined> = JSON.parse(
        await readFile(staffState, 'utf8'),
      );
      await use({ ...signedIn, origins: [] });
    },
  });
  staffTest.skip(!readFirstLoadTrim(), untrimmed);
  for (const { kind, path, ceilingKilobytes } of staffPageTypes) {
    staffTest(
      `a first visit to ${kind} downloads no more than the ${ceilingKilobytes} KB it was held at, over the ${budgetKilobytes} KB target (gzip)`,
      async ({ page }) => {
        await expectWithinBudget(page, path, ceilingKilobytes);
      },
    );
  }
});
