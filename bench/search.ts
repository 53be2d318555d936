/**
 * Benchmark of the local search on the full builds, as each kind of reader searches them: the real site server over
 * `build/`, Chromium, the real search modal.
 * - `public`: an anonymous reader, who searches the public index (`/pagefind/`);
 * - `staff`: a signed-in staff member on the public site, whose browser merges the staff overlay's index
 *   (`/Internal Documentation/pagefind/`) into the public one, so one search ranks both.
 * It measures:
 * - bytes the first query of a visit fetches from the indexes (pagefind.js, wasm, meta, index, filter and fragment
 *   chunks, the vocabulary), compressed as the server sends them; budget 150 KB over both indexes;
 * - time to answer a query once the index is loaded (search plus the result pages the modal shows);
 *   budget 50 ms at the median, the slowest query is reported too.
 * Exits non-zero when over budget. Run with `npx tsx bench/search.ts [public|staff]`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import type { Audience } from '../contract/audience.js';
import { signInOverHttp } from '../tests/e2e/support/httpSession.js';
import {
  countIndexBytes,
  firstQueries,
  publicIndexPath,
  staffIndexPath,
} from '../tests/e2e/support/searchIndexBytes.js';
import { startSiteServer } from '../tests/e2e/support/siteServer.js';

const budget = { firstQueryKb: 150, answerMs: 50 };
const answerQueries = [
  'server',
  'pump efficiency',
  'alarm',
  'PIACEPoint',
  'installation',
  'sewer',
  'migration',
  'time zone',
  'KPI',
  'TagAlias',
  'log in',
  'assembly',
];
/** As the modal: pages per query (src/components/LocalSearchBar). */
const pagesPerQuery = 6;

const siteDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const audienceArgument = process.argv[2] ?? 'public';
if (audienceArgument !== 'public' && audienceArgument !== 'staff') {
  console.error('usage: npx tsx bench/search.ts [public|staff]');
  process.exit(2);
}
const audience: Audience = audienceArgument;
/** The indexes this reader's browser searches. */
const indexPaths = audience === 'staff' ? [publicIndexPath, staffIndexPath] : [publicIndexPath];
for (const build of audience === 'staff' ? ['public', 'staff'] : ['public']) {
  if (!existsSync(path.join(siteDir, 'build', build, 'pagefind', 'pagefind.js'))) {
    console.error(`build/${build} has no pagefind/ bundle: build the site first (npm run build)`);
    process.exit(2);
  }
}

async function openSite(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/intro`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
}

/** Types a query into the real modal of a fresh visit; returns the bytes it fetched from the indexes. */
async function firstQueryBytes(context: BrowserContext, origin: string, query: string): Promise<number> {
  const page = await context.newPage();
  const indexBytes = countIndexBytes(page, indexPaths);
  await page.goto(`${origin}/intro`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await search(page, query);
  // The result pages' fragments load as the hits render; wait until nothing is left in flight.
  await page.waitForLoadState('networkidle');
  const bytes = await indexBytes();
  await page.close();
  return bytes;
}

/**
 * Milliseconds to answer each query once the index is loaded: Pagefind has its index and filter
 * chunks for the query (as typing the query loads them), and the answer is the search plus the
 * result pages the modal shows, whose fragments are fetched then.
 */
async function answerTimes(page: Page, queries: readonly string[]): Promise<number[]> {
  return page.evaluate(
    async ({ queries, pagesPerQuery }) => {
      type Pagefind = {
        filters(): Promise<Record<string, Record<string, number>>>;
        preload(query: string, options: object): Promise<void>;
        search(query: string, options: object): Promise<{ results: { data(): Promise<unknown> }[] }>;
      };
      // The module the modal loaded: the same URL is the same, initialised, instance.
      const pagefind = (await import('/pagefind/pagefind.js' as string)) as Pagefind;
      const tags = Object.keys((await pagefind.filters()).docusaurus_tag ?? {});
      const filters = { all: [{ language: 'en' }, { any: tags.map((tag) => ({ docusaurus_tag: tag })) }] };
      const times: number[] = [];
      for (const query of queries) {
        await pagefind.preload(query, { filters });
        const started = performance.now();
        const { results } = await pagefind.search(query, { filters });
        await Promise.all(results.slice(0, pagesPerQuery).map((result) => result.data()));
        times.push(performance.now() - started);
      }
      return times;
    },
    { queries, pagesPerQuery },
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const site = await startSiteServer({ dataDir: path.join(siteDir, '.cache', 'bench', 'search-server') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const cookies =
    audience === 'staff'
      ? await signInOverHttp(site.url, 'bench@tideline.example', path.join(site.dataDir, 'outbox'))
      : undefined;
  /** A fresh browser, signed in as staff for the staff reader: nothing cached from an earlier query. */
  const newContext = async () => {
    const context = await browser.newContext();
    if (cookies)
      await context.addCookies(
        cookies.split('; ').map((cookie) => {
          const separator = cookie.indexOf('=');
          return { name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: site.url };
        }),
      );
    return context;
  };

  const firstBytes = [];
  for (const query of firstQueries) {
    const context = await newContext();
    firstBytes.push({ query, kb: (await firstQueryBytes(context, site.url, query)) / 1024 });
    await context.close();
  }
  const heaviest = firstBytes.reduce((worst, next) => (next.kb > worst.kb ? next : worst));

  const page = await openSite(await newContext(), site.url);
  await search(page, firstQueries[0] ?? 'search'); // loads the index (both, for staff) the way a reader does
  const times = await answerTimes(page, answerQueries);
  const answerMedian = median(times);
  const slowest = times.reduce((worst, time, index) => (time > (times[worst] ?? 0) ? index : worst), 0);

  const reader = audience === 'staff' ? 'a staff member (public index + staff index merged)' : 'an anonymous reader';
  console.log(`search bench for ${reader}`);
  for (const { query, kb } of firstBytes) console.log(`  first query "${query}": ${kb.toFixed(1)} KB from the indexes`);
  console.log(
    `  answer after load: median ${answerMedian.toFixed(1)} ms over ${times.length} queries, ` +
      `slowest "${answerQueries[slowest]}" ${(times[slowest] ?? 0).toFixed(1)} ms`,
  );

  const failures = [
    ...(heaviest.kb > budget.firstQueryKb
      ? [`first query "${heaviest.query}" fetched ${heaviest.kb.toFixed(1)} KB (budget ${budget.firstQueryKb} KB)`]
      : []),
    ...(answerMedian > budget.answerMs
      ? [`queries took ${answerMedian.toFixed(1)} ms at the median (budget ${budget.answerMs} ms)`]
      : []),
  ];
  for (const failure of failures) console.error(`OVER BUDGET: ${failure}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
} finally {
  await browser.close();
  await site.stop();
}
