/**
 * Lighthouse 12 (mobile) scores accessibility, best practices and SEO at 100 on every page type, in light and dark
 * mode, public and staff; staff pages are `noindex`, so SEO is not scored there. These scores are the same run to
 * run, so they are asserted; performance depends on the machine and is reported by the bench (bench/report.ts).
 */
import { readFile } from 'node:fs/promises';
import type { LaunchedChrome } from 'chrome-launcher';
import { expect, staffTest } from '../../tests/e2e/support/fixtures';
import { publicPageTypes, staffPageTypes } from '../../tests/e2e/support/pageTypes';
import { testServer } from '../../tests/e2e/support/testServer';

type ColourMode = 'light' | 'dark';

interface Audit {
  id: string;
  title: string;
  score: number | null;
}

interface CategoryResult {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

interface Scores {
  scores: Record<string, number>;
  /** The audits that cost points, named so a failure says what to fix. */
  failing: string[];
}

// Docusaurus opens a page in the colour mode this parameter names; the page's canonical address has no query.
function addressIn(address: string, mode: ColourMode): string {
  const url = new URL(encodeURI(address), testServer.url);
  url.searchParams.set('docusaurus-theme', mode);
  return url.href;
}

/**
 * Scores one page in the given Chrome. Lighthouse opens a tab of its own for each audit, clears the origin's storage
 * and the cache, and closes the tab, so audits that share a Chrome do not see each other's visits.
 */
async function audit(
  chrome: LaunchedChrome,
  address: string,
  mode: ColourMode,
  categories: string[],
  cookie?: string,
): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(addressIn(address, mode), {
    port: chrome.port,
    onlyCategories: categories,
    logLevel: 'error',
    output: 'json',
    // The page's picture only illustrates an HTML report; taking it costs 2–4 s per audit.
    disableFullPageScreenshot: true,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
  const { categories: scored, audits } = result.lhr as unknown as {
    categories: Record<string, CategoryResult>;
    audits: Record<string, Audit>;
  };
  const scores = Object.fromEntries(
    Object.entries(scored).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
  );
  const failing = Object.entries(scored).flatMap(([id, category]) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 0) < 1)
      .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.title ?? ''})`),
  );
  return { scores, failing };
}

const test = staffTest.extend<object, { auditChrome: LaunchedChrome }>({
  /** One Chrome per worker for its audits: launching one costs a second or two, and Lighthouse isolates each audit. */
  auditChrome: [
    async ({}, use) => {
      const { launch } = await import('chrome-launcher');
      const chrome = await launch({
        chromePath: '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      await use(chrome);
      chrome.kill();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ timeout: 120_000 });

test('the address the dark-mode audits use opens the page in dark mode', async ({ page }) => {
  await page.goto(addressIn('/Tideline/Applications/RDII/Overview', 'dark'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

for (const { kind, path } of publicPageTypes) {
  test(`the ${kind} scores 100 on accessibility, best practices and SEO`, async ({ auditChrome }) => {
    const { scores, failing } = await audit(auditChrome, path, 'light', ['accessibility', 'best-practices', 'seo']);
    expect(failing, path).toEqual([]);
    expect(scores).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 });
  });

  // Best practices and SEO do not depend on colours; accessibility (contrast above all) does.
  test(`the ${kind} scores 100 on accessibility in dark mode`, async ({ auditChrome }) => {
    const { scores, failing } = await audit(auditChrome, path, 'dark', ['accessibility']);
    expect(failing, `${path} in dark mode`).toEqual([]);
    expect(scores).toEqual({ accessibility: 100 });
  });
}

for (const mode of ['light', 'dark'] as const) {
  for (const { kind, path } of staffPageTypes) {
    test(`the ${kind} scores 100 on accessibility and best practices in ${mode} mode`, async ({
      auditChrome,
      staffState,
    }) => {
      const { cookies } = JSON.parse(await readFile(staffState, 'utf8')) as {
        cookies: { name: string; value: string }[];
      };
      const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
      // The audit must see the staff page itself, not the sign-in answer an outsider gets.
      expect((await fetch(addressIn(path, mode), { headers: { Cookie: cookie } })).status).toBe(200);
      const { scores, failing } = await audit(auditChrome, path, mode, ['accessibility', 'best-practices'], cookie);
      expect(failing, `${path} in ${mode} mode`).toEqual([]);
      expect(scores).toEqual({ accessibility: 100, 'best-practices': 100 });
    });
  }
}
