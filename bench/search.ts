/**
 * Benchmark of the local search on a full build. Serves the build (default build/public) the way the
 * site server does, text compressed, opens it in Chromium and measures:
 * - bytes the first query of a visit fetches from the Pagefind bundle (pagefind.js, worker, wasm,
 *   meta, index, filter and fragment chunks), through the real search modal; budget 150 KB;
 * - time to answer a query once the index is loaded (search plus the result pages the modal shows);
 *   budget 50 ms at the median, the slowest query is reported too.
 * Exits non-zero when over budget. Run with `npx tsx bench/search.ts [buildDir]`.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createBrotliCompress, constants as zlib } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const budget = { firstQueryKb: 150, answerMs: 50 };
/**
 * Queries a first visit might type; each is measured in a fresh browser context. Pagefind's index
 * comes in ~23 KB chunks by word range, so each word from another chunk adds to the first query.
 */
const firstQueries = ['system requirements', 'RDII', 'recorded values', 'pump efficiency'];
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
const buildDir = path.resolve(process.argv[2] ?? path.join(siteDir, 'build', 'public'));
if (!existsSync(path.join(buildDir, 'pagefind', 'pagefind.js'))) {
  console.error(
    `usage: npx tsx bench/search.ts [buildDir]   (${buildDir} has no pagefind/ bundle: build the site first)`,
  );
  process.exit(2);
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function fileFor(urlPath: string): string | undefined {
  const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const candidates = [relative, path.join(relative, 'index.html'), `${relative}.html`];
  return candidates
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => file.startsWith(buildDir) && existsSync(file) && statSync(file).isFile());
}

interface BuildServer {
  origin: string;
  /** Compressed body bytes sent under /pagefind/ since the last reset. */
  bundleBytesSent(): number;
  resetBundleBytes(): void;
  /** Resolves once no request has been open for a while: the browser has fetched all it wanted. */
  quiet(): Promise<void>;
  close(): void;
}

const quietMs = 500;

/**
 * Static files with the site server's compression: text brotli-compressed, Pagefind chunks as they
 * are (gzip already). Bytes are counted as sent, which includes the worker's requests.
 */
async function serveBuild(): Promise<BuildServer> {
  let bundleBytes = 0;
  let open = 0;
  let lastActivity = Date.now();
  const server = createServer((request, response) => {
    open += 1;
    response.on('close', () => {
      open -= 1;
      lastActivity = Date.now();
    });
    const pathname = new URL(request.url ?? '/', 'http://bench').pathname;
    const file = fileFor(pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const type = contentTypes[path.extname(file)];
    const compress = type !== undefined && /\bbr\b/.test(String(request.headers['accept-encoding']));
    response.writeHead(200, {
      'content-type': type ?? 'application/octet-stream',
      ...(compress ? { 'content-encoding': 'br' } : {}),
    });
    const counter = new PassThrough();
    if (pathname.startsWith('/pagefind/')) counter.on('data', (chunk: Buffer) => (bundleBytes += chunk.length));
    const body = createReadStream(file);
    (compress ? body.pipe(createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })) : body)
      .pipe(counter)
      .pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bundleBytesSent: () => bundleBytes,
    resetBundleBytes: () => (bundleBytes = 0),
    quiet: async () => {
      while (open > 0 || Date.now() - lastActivity < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    close: () => server.close(),
  };
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

/** Types a query into the real modal of a fresh visit; returns the bytes it fetched from /pagefind/. */
async function firstQueryBytes(browser: Browser, site: BuildServer, query: string): Promise<number> {
  const context = await browser.newContext();
  const page = await openSite(context, site.origin);
  site.resetBundleBytes();
  await search(page, query);
  await site.quiet();
  const bytes = site.bundleBytesSent();
  await context.close();
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

const site = await serveBuild();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const firstBytes = [];
  for (const query of firstQueries)
    firstBytes.push({ query, kb: (await firstQueryBytes(browser, site, query)) / 1024 });
  const heaviest = firstBytes.reduce((worst, next) => (next.kb > worst.kb ? next : worst));

  const page = await openSite(await browser.newContext(), site.origin);
  await search(page, firstQueries[0] ?? 'search'); // loads the index the way a reader does
  const times = await answerTimes(page, answerQueries);
  const answerMedian = median(times);
  const slowest = times.reduce((worst, time, index) => (time > (times[worst] ?? 0) ? index : worst), 0);

  console.log(`search bench on ${path.relative(siteDir, buildDir) || buildDir}`);
  for (const { query, kb } of firstBytes) console.log(`  first query "${query}": ${kb.toFixed(1)} KB from /pagefind/`);
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
  site.close();
}
