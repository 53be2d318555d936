/**
 * The side-by-side report: this site against stock Docusaurus building the same pages (bench/lib/stockSite.ts),
 * measured in one run on one machine, so every figure is read as a ratio. Writes bench/REPORT.md and
 * bench/results.json. Times are medians of `--runs` runs (default 3) and are reported, never asserted; the byte and
 * score budgets that hold run to run are checked by `npm test` (tests/e2e/budgets.spec.ts, accessibility.spec.ts).
 * Needs this site built first (the stock site reads the generated API Markdown). Takes a long time: it builds both
 * sites cold and warm, runs Lighthouse and puts both servers under load.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { mainBundleParts } from './lib/mainBundle.js';
import { writeStockSite } from './lib/stockSite.js';
import { measureLoad } from './serverLoad.js';
import { startNginx, type RunningNginx } from '../tests/e2e/support/nginx.js';
import { startSiteServer } from '../tests/e2e/support/siteServer.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3;
const chromePath = '/usr/bin/chromium';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ratio = (ours: number, stock: number) => (stock > 0 ? `${(ours / stock).toFixed(2)}×` : '–');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Runs a command to completion, its output kept out of the report; returns the wall-clock seconds. */
function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

// ---- Build -------------------------------------------------------------------------------------------------------

const docusaurusBin = path.join(root, 'node_modules', '.bin', 'docusaurus');
const stock = await writeStockSite(root, path.join(root, 'test-results', 'bench', 'stock'));

const forgetOurCaches = () =>
  Promise.all(
    ['node_modules/.cache/rspack-public', 'node_modules/.cache/rspack-staff', 'node_modules/.cache/tideline-diagrams', '.docusaurus-public', '.docusaurus-staff'].map(
      (dir) => rm(path.join(root, dir), { recursive: true, force: true }),
    ),
  );
const forgetStockCaches = () =>
  Promise.all(['node_modules/.cache/rspack', '.docusaurus'].map((dir) => rm(path.join(stock.siteDir, dir), { recursive: true, force: true })));

const buildOurs = () => timed('npx', ['tsx', 'scripts/build.ts'], root);
const buildStock = () => timed(docusaurusBin, ['build', '--out-dir', stock.outDir], stock.siteDir);

/** A build that fails is reported as failed with its reason, not left out silently; the other figures still count. */
const buildFailures: string[] = [];
async function attempt(name: string, build: () => Promise<number>): Promise<number[]> {
  try {
    return [await build()];
  } catch (error) {
    buildFailures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

const buildTimes = { oursCold: [] as number[], stockCold: [] as number[], oursWarm: [] as number[], stockWarm: [] as number[] };
for (let run = 1; run <= runs; run += 1) {
  // Interleaved, so both sites meet the same load on a shared machine.
  console.log(`build run ${run} of ${runs}`);
  await forgetOurCaches();
  buildTimes.oursCold.push(...(await attempt('this site, cold', buildOurs)));
  await forgetStockCaches();
  buildTimes.stockCold.push(...(await attempt('stock, cold', buildStock)));
  buildTimes.oursWarm.push(...(await attempt('this site, warm', buildOurs)));
  buildTimes.stockWarm.push(...(await attempt('stock, warm', buildStock)));
}
const builds = Object.fromEntries(Object.entries(buildTimes).map(([name, times]) => [name, { median: times.length ? median(times) : null, runs: times }]));
// The stock site must exist for the page figures; a failed warm rebuild may have left it half-written.
if (buildTimes.stockWarm.length === 0) await buildStock();

// ---- Page weight and main.js -------------------------------------------------------------------------------------

const pageTypes = [
  { kind: 'home', path: '/' },
  { kind: 'guide with a diagram', path: '/Tideline/Applications/RDII/Overview' },
  { kind: 'API reference page', path: '/gSharp/Development/Namespaces/' },
  { kind: '/search', path: '/search', oursOnly: true },
  { kind: 'sign-in page', path: '/sign-in', oursOnly: true },
];

interface Weight {
  totalBytes: number;
  scriptBytes: number;
}

async function firstVisit(browser: Browser, url: string): Promise<Weight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  let totalBytes = 0;
  let scriptBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    totalBytes += event.encodedDataLength;
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return { totalBytes, scriptBytes };
}

const oursHost = await startNginx({ root: path.join(root, 'build', 'public'), deployConfig: path.join(root, 'deploy', 'nginx.conf') });
const stockHost = await startNginx({ root: stock.outDir, deployConfig: path.join(root, 'deploy', 'nginx.conf') });
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-background-networking'] });
const weights: { kind: string; path: string; ours: Weight; stock: Weight | null }[] = [];
try {
  for (const { kind, path: address, oursOnly } of pageTypes) {
    const ours = await firstVisit(browser, `${oursHost.url}${encodeURI(address)}`);
    const reference = oursOnly ? null : await firstVisit(browser, `${stockHost.url}${encodeURI(address)}`);
    weights.push({ kind, path: address, ours, stock: reference });
  }
} finally {
  await browser.close();
}

const mainFile = (outDir: string) => {
  const js = path.join(outDir, 'assets', 'js');
  const name = readdirSync(js).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!name) throw new Error(`${js} has no main.js`);
  return path.join(js, name);
};
const mainParts = { ours: mainBundleParts(mainFile(path.join(root, 'build', 'public'))), stock: mainBundleParts(mainFile(stock.outDir)) };

// ---- Lighthouse --------------------------------------------------------------------------------------------------

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTimeMs: number;
  totalBytes: number;
}

function lighthouse(url: string): LighthouseFigures {
  const result = spawnSync(
    'npx',
    ['lighthouse', url, '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox', '--only-categories=performance,accessibility,best-practices,seo'],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    totalBlockingTimeMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    totalBytes: report.audits['total-byte-weight']?.numericValue ?? 0,
  };
}

const lighthouseResults: { kind: string; ours: LighthouseFigures; stock: LighthouseFigures | null }[] = [];
// The pages both sites have; every page type's accessibility is checked by tests/e2e/accessibility.spec.ts.
for (const { kind, path: address, oursOnly } of pageTypes.filter((type) => !type.oursOnly)) {
  console.log(`lighthouse: ${kind}`);
  const ours = lighthouse(`${oursHost.url}${encodeURI(address)}`);
  const reference = oursOnly ? null : lighthouse(`${stockHost.url}${encodeURI(address)}`);
  lighthouseResults.push({ kind, ours, stock: reference });
}

// ---- Search ------------------------------------------------------------------------------------------------------

const folderBytes = (folder: string): number =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);

function searchBench(buildDir: string): { firstQueryKb: number[]; answerMedianMs: number | null } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'search.ts'), buildDir], { cwd: root, encoding: 'utf8' });
  const firstQueryKb = [...result.stdout.matchAll(/first query "[^"]*": ([\d.]+) KB/g)].map((match) => Number(match[1]));
  const answer = /median ([\d.]+) ms/.exec(result.stdout);
  return { firstQueryKb, answerMedianMs: answer ? Number(answer[1]) : null };
}

const search = (['public', 'staff'] as const).map((audience) => {
  const buildDir = path.join(root, 'build', audience);
  return { audience, indexBytes: folderBytes(path.join(buildDir, 'pagefind')), ...searchBench(buildDir) };
});

// ---- Server ------------------------------------------------------------------------------------------------------

const hashedAsset = path.relative(path.join(root, 'build', 'public'), mainFile(path.join(root, 'build', 'public'))).split(path.sep).join('/');
const site = await startSiteServer({ dataDir: path.join(root, 'test-results', 'bench-report-server') });
const serverTargets = [
  { name: 'HTML page', path: '/intro' },
  { name: 'hashed asset', path: `/${hashedAsset}` },
  { name: 'staff page, no session (401)', path: '/Internal%20Documentation/intro', siteServerOnly: true },
];
const server: { name: string; siteServer: { requestsPerSecond: number; p99Ms: number }; nginx: { requestsPerSecond: number; p99Ms: number } | null }[] = [];
try {
  for (const target of serverTargets) {
    const siteServer = await measureLoad({ url: `${site.url}${target.path}`, seconds: 5 });
    const nginx = target.siteServerOnly ? null : await measureLoad({ url: `${oursHost.url}${target.path}`, seconds: 5 });
    server.push({ name: target.name, siteServer, nginx });
  }
} finally {
  await site.stop();
  await Promise.all([oursHost, stockHost].map((host: RunningNginx) => host.stop()));
}

// ---- Report ------------------------------------------------------------------------------------------------------

const measuredAt = new Date().toISOString();
const results = { measuredAt, cores: os.cpus().length, loadAverage: os.loadavg(), runs, builds, buildFailures, weights, mainParts, lighthouse: lighthouseResults, search, server };
await writeFile(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const table = (header: string[], rows: (string | number)[][]) =>
  [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const seconds = (value: number) => `${value.toFixed(1)} s`;
const oursBuild = builds as Record<string, { median: number | null }>;
const buildCell = (value: number | null | undefined) => (value === null || value === undefined ? 'failed (see below)' : seconds(value));
const buildRatio = (ours: number | null | undefined, reference: number | null | undefined) => (ours && reference ? ratio(ours, reference) : '–');

const report = `# Benchmark report: this site against stock Docusaurus on the same pages

Measured ${measuredAt} on ${os.cpus().length} cores (load average at the end ${os.loadavg().map((load) => load.toFixed(1)).join(', ')}).
**The machine was shared with other work while this ran**: absolute times are inflated and noisy; read the
ratios, which compare two things measured side by side under the same load. Build times are medians of ${runs} run(s),
interleaved between the two sites. Stock is Docusaurus 3.10 with the classic preset and the faster bundler, no
swizzles, no local plugins, building all three sections in one build (bench/lib/stockSite.ts); this site builds two
audiences (public and staff), each a full build.

## Build

${table(
  ['build', 'this site (both audiences)', 'stock (one build, all pages)', 'ratio'],
  [
    ['cold', buildCell(oursBuild.oursCold?.median), buildCell(oursBuild.stockCold?.median), buildRatio(oursBuild.oursCold?.median, oursBuild.stockCold?.median)],
    ['warm', buildCell(oursBuild.oursWarm?.median), buildCell(oursBuild.stockWarm?.median), buildRatio(oursBuild.oursWarm?.median, oursBuild.stockWarm?.median)],
  ],
)}
Why warm builds used to be barely faster than cold ones (65 s against 75 s): both audiences compiled under one Rspack
cache key in one cache folder, so each build replaced the other's cache; both rewrote one \`.docusaurus/\` folder of
generated files; and the API reference generator deleted and rewrote its ~490 Markdown pages on every run, so the cache
saw every API page as changed. Now each audience has its own cache (\`plugins/build-cache\`) and generated files
(\`.docusaurus-<audience>\`), unchanged API pages are left untouched, and the reference is generated once for both
audiences (skipped when the XML, settings and generator are unchanged). Diagrams are drawn once and kept by content hash.
${buildFailures.length ? `\nFailed builds:\n\n${buildFailures.map((failure) => `- ${failure}`).join('\n')}\n` : ''}

## Page weight

A cold first visit in Chromium until the network is quiet, both sites served by nginx with deploy/nginx.conf (gzip).

${table(
  ['page', 'this site: all / JS', 'stock: all / JS', 'JS ratio', 'all ratio'],
  weights.map(({ kind, ours, stock: reference }) => [
    kind,
    `${kb(ours.totalBytes)} / ${kb(ours.scriptBytes)}`,
    reference ? `${kb(reference.totalBytes)} / ${kb(reference.scriptBytes)}` : 'no such page',
    reference ? ratio(ours.scriptBytes, reference.scriptBytes) : '–',
    reference ? ratio(ours.totalBytes, reference.totalBytes) : '–',
  ]),
)}

Where main.js goes (gzip). Both sites pay for the same large parts: React DOM, Prism (code highlighting, loaded by the
theme for every page) and the route registry and tables, which grow with the number of pages (the API reference adds
~490). Sign-in, the search modal and the diagram library are not in this site's main.js (the sign-in form and the search
modal load on demand; diagrams are drawn at build time). Moving Prism out needs code highlighted at build time, which is
the remaining step to a 170 KB first load.

${table(
  ['part', 'this site', 'stock'],
  [...new Set([...mainParts.ours, ...mainParts.stock].map((part) => part.name))].map((name) => {
    const find = (parts: typeof mainParts.ours) => parts.find((part) => part.name === name);
    const cell = (part: ReturnType<typeof find>) => (part ? `${kb(part.gzipBytes)} (${part.modules} modules)` : '–');
    return [name, cell(find(mainParts.ours)), cell(find(mainParts.stock))];
  }),
)}

## Lighthouse

Lighthouse 12, mobile (4× CPU slowdown on an already busy machine: performance scores are low for both; compare them).

${table(
  ['page', 'this site: perf / a11y / BP / SEO, TBT', 'stock: perf / a11y / BP / SEO, TBT'],
  lighthouseResults.map(({ kind, ours, stock: reference }) => {
    const cell = (figures: LighthouseFigures) =>
      `${figures.performance} / ${figures.accessibility} / ${figures.bestPractices} / ${figures.seo}, ${figures.totalBlockingTimeMs} ms`;
    return [kind, cell(ours), reference ? cell(reference) : 'no such page'];
  }),
)}

## Search

Stock has no search; these are this site's figures (budget: first query ≤ 150 KB).

${table(
  ['build', 'index size', 'first query, heaviest of four', 'answer once loaded (median)'],
  search.map((entry) => [
    entry.audience,
    kb(entry.indexBytes),
    entry.firstQueryKb.length ? `${Math.max(...entry.firstQueryKb).toFixed(1)} KB` : 'not measured',
    entry.answerMedianMs === null ? 'not measured' : `${entry.answerMedianMs.toFixed(1)} ms`,
  ]),
)}

## Server

autocannon over loopback, 10 connections, 5 s per address: the site server against nginx serving the same public build.

${table(
  ['address', 'site server: req/s, p99', 'nginx: req/s, p99', 'site server ÷ nginx (req/s)'],
  server.map(({ name, siteServer, nginx }) => [
    name,
    `${siteServer.requestsPerSecond}, ${siteServer.p99Ms} ms`,
    nginx ? `${nginx.requestsPerSecond}, ${nginx.p99Ms} ms` : 'not applicable',
    nginx ? ratio(siteServer.requestsPerSecond, nginx.requestsPerSecond) : '–',
  ]),
)}
`;
await writeFile(path.join(root, 'bench', 'REPORT.md'), report);
console.log(report);
