/**
 * The side-by-side report: this site against stock Docusaurus building the same pages (bench/lib/stockSite.ts),
 * measured in one run on one machine, so every figure is read as a ratio. Writes bench/REPORT.md and
 * bench/results.json. Times are medians of `--runs` runs (default 3) and are reported, never asserted; the byte and
 * score budgets that hold run to run are checked elsewhere: Lighthouse scores by bench/audits.ts
 * (bench/audits/lighthouse.spec.ts), and by `npm test` (tests/e2e): axe in accessibility.spec.ts, the search index in searchBudget.spec.ts, first-load JavaScript in
 * firstLoadBudget.spec.ts).
 * Builds this site first (the stock site reads the generated API Markdown) and installs Debian's nginx when it is
 * missing. Takes a long time: it builds both sites cold and warm, runs Lighthouse and puts both servers under load.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { mainBundleParts } from './lib/mainBundle.js';
import { writeStockSite } from './lib/stockSite.js';
import { measureLoad, type LoadFigures } from '../tests/e2e/support/serverLoad.js';
import { childCpuSeconds } from './lib/childCpu.js';
import { installNginxIfMissing } from './lib/installNginx.js';
import { listFilesSync } from '../plugins/shared/listFiles.js';
import { secondsToFirstPage } from './lib/devServerTiming.js';
import { startNginx, type RunningNginx } from '../tests/e2e/support/nginx.js';
import { startSiteServer } from '../tests/e2e/support/siteServer.js';
import { firstLoadSettled } from '../tests/e2e/support/firstLoad.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3;
/**
 * `--build-only`: the build comparison alone (a few minutes rather than the whole report), printed as the report's
 * build table and written to bench/results/build.json; REPORT.md and results.json are left as they are.
 */
const buildOnly = process.argv.includes('--build-only');
const chromePath = '/usr/bin/chromium';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ratio = (ours: number, stock: number) => (stock > 0 ? `${(ours / stock).toFixed(2)}×` : '–');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

interface Timing {
  /** Wall-clock seconds. */
  seconds: number;
  /** User plus system CPU seconds of the command and everything it started. */
  cpuSeconds: number;
  /** What the command printed; kept out of the report except for the phases read from it. */
  output: string;
}

/** Runs a command to completion; returns its wall-clock and CPU time and what it printed. */
function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Timing> {
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, cpuSeconds: childCpuSeconds() - cpuBefore, output })
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Seconds per top-level Docusaurus build phase, from the lines DOCUSAURUS_PERF_LOGGER prints. */
function buildPhases(output: string): Record<string, number> {
  const phases: Record<string, number> = {};
  const line = /^\[PERF\] Build > en > ([^>]+?) - ([\d.]+) (ms|seconds)/gm;
  for (const [, phase = '', amount = '0', unit] of output.matchAll(line))
    phases[phase] = Number(amount) / (unit === 'ms' ? 1000 : 1);
  return phases;
}

/** The machine's load when the run starts: the report says how busy it was rather than guessing. */
const loadAtStart = os.loadavg();
if (!buildOnly) installNginxIfMissing();

// ---- Build -------------------------------------------------------------------------------------------------------

const docusaurusBin = path.join(root, 'node_modules', '.bin', 'docusaurus');
const stock = await writeStockSite(root, path.join(root, '.cache', 'bench', 'stock'));

const forgetOurCaches = () =>
  Promise.all(
    [
      'node_modules/.cache/rspack-site',
      'node_modules/.cache/tideline-diagrams',
      'node_modules/.cache/tideline-page-markdown',
      'node_modules/.cache/tideline-pagefind',
      'node_modules/.cache/tideline-compressed-copies',
      '.docusaurus-build',
      // The API reference generator skips its work when this stamp matches its inputs (plugins/gsharp-api).
      'gsharp/Development/Namespaces/.generated-from',
    ].map((dir) => rm(path.join(root, dir), { recursive: true, force: true })),
  );
const forgetStockCaches = () =>
  Promise.all(
    ['node_modules/.cache/rspack', '.docusaurus'].map((dir) =>
      rm(path.join(stock.siteDir, dir), { recursive: true, force: true }),
    ),
  );

// Both as their `npm run build` runs them, without npm: one Node process each, this one loading TypeScript with tsx.
const buildOurs = () =>
  timed(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], root, { DOCUSAURUS_PERF_LOGGER: 'true' });
const buildStock = () => timed(docusaurusBin, ['build', '--out-dir', stock.outDir], stock.siteDir);

/** A build that fails is reported as failed with its reason, not left out silently; the other figures still count. */
const buildFailures: string[] = [];
async function attempt(name: string, build: () => Promise<Timing>): Promise<Timing[]> {
  try {
    return [await build()];
  } catch (error) {
    buildFailures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

const buildTimes = {
  oursCold: [] as Timing[],
  stockCold: [] as Timing[],
  oursWarm: [] as Timing[],
  stockWarm: [] as Timing[],
};
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
const builds = Object.fromEntries(
  Object.entries(buildTimes).map(([name, times]) => [
    name,
    {
      median: times.length ? median(times.map((time) => time.seconds)) : null,
      cpuMedian: times.length ? median(times.map((time) => time.cpuSeconds)) : null,
      runs: times.map(({ seconds, cpuSeconds }) => ({ seconds, cpuSeconds })),
    },
  ]),
);
// Where the time of this site's last warm build went, phase by phase: what a warm build still has to do.
const lastWarmBuild = buildTimes.oursWarm.at(-1);
const warmPhases = lastWarmBuild ? buildPhases(lastWarmBuild.output) : {};
if (buildOnly) {
  const cell = (name: keyof typeof buildTimes) => {
    const entry = builds[name] as { median: number | null; cpuMedian: number | null };
    return entry.median === null
      ? 'failed'
      : `${entry.median.toFixed(1)} s (CPU ${(entry.cpuMedian ?? 0).toFixed(1)} s)`;
  };
  const rowRatio = (ours: keyof typeof buildTimes, reference: keyof typeof buildTimes) => {
    const [a, b] = [builds[ours]?.median, builds[reference]?.median];
    return a && b ? ratio(a, b) : '–';
  };
  const figures = {
    measuredAt: new Date().toISOString(),
    runs,
    loadAtStart,
    loadAtEnd: os.loadavg(),
    builds,
    warmPhases,
    failures: buildFailures,
  };
  await writeFile(path.join(root, 'bench', 'results', 'build.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(
    [
      `Load average at the start ${loadAtStart.map((load) => load.toFixed(1)).join(' / ')}, at the end ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' / ')}.`,
      '| build | this site (both audiences) | stock (one build, all pages) | ratio (wall clock) |',
      '| --- | --- | --- | --- |',
      `| cold | ${cell('oursCold')} | ${cell('stockCold')} | ${rowRatio('oursCold', 'stockCold')} |`,
      `| warm | ${cell('oursWarm')} | ${cell('stockWarm')} | ${rowRatio('oursWarm', 'stockWarm')} |`,
      ...buildFailures.map((failure) => `failed: ${failure}`),
    ].join('\n'),
  );
  process.exit(buildFailures.length > 0 ? 1 : 0);
}
// The stock site must exist for the page figures; a failed warm rebuild may have left it half-written.
if (buildTimes.stockWarm.length === 0) await buildStock();

// ---- Dev server --------------------------------------------------------------------------------------------------

// `npm run dev` shows every section in one site with Docusaurus's default generated-files folder.
const devPage = '/Tideline/Applications/RDII/Overview';
const forgetOurDevCaches = () =>
  Promise.all(
    ['node_modules/.cache/rspack-site/dev', '.docusaurus'].map((dir) =>
      rm(path.join(root, dir), { recursive: true, force: true }),
    ),
  );
const devTimes = {
  oursCold: [] as number[],
  stockCold: [] as number[],
  oursWarm: [] as number[],
  stockWarm: [] as number[],
};
const devFailures: string[] = [];
async function attemptDev(name: string, siteDir: string): Promise<number[]> {
  try {
    return [await secondsToFirstPage(devBrowser, siteDir, devPage)];
  } catch (error) {
    devFailures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
const devBrowser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-background-networking'],
});
try {
  for (let run = 1; run <= runs; run += 1) {
    console.log(`dev server run ${run} of ${runs}`);
    await forgetOurDevCaches();
    devTimes.oursCold.push(...(await attemptDev('this site, cold', root)));
    await forgetStockCaches();
    devTimes.stockCold.push(...(await attemptDev('stock, cold', stock.siteDir)));
    devTimes.oursWarm.push(...(await attemptDev('this site, warm', root)));
    devTimes.stockWarm.push(...(await attemptDev('stock, warm', stock.siteDir)));
  }
} finally {
  await devBrowser.close();
}
const devServer = Object.fromEntries(
  Object.entries(devTimes).map(([name, times]) => [name, { median: times.length ? median(times) : null, runs: times }]),
);

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

/** Body bytes as sent (gzip), without HTTP headers: what tests/e2e/firstLoadBudget.spec.ts counts against its budget. */
async function firstVisit(browser: Browser, url: string): Promise<Weight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses: Promise<{ script: boolean; bytes: number }>[] = [];
  page.on('requestfinished', (request) =>
    responses.push(
      request.sizes().then((sizes) => ({ script: request.resourceType() === 'script', bytes: sizes.responseBodySize })),
    ),
  );
  const settled = firstLoadSettled(page);
  await page.goto(url);
  await settled();
  const finished = await Promise.all(responses);
  await context.close();
  const sum = (list: { bytes: number }[]) => list.reduce((total, response) => total + response.bytes, 0);
  return { totalBytes: sum(finished), scriptBytes: sum(finished.filter((response) => response.script)) };
}

const oursHost = await startNginx({
  root: path.join(root, 'build', 'public'),
  deployConfig: path.join(root, 'deploy', 'nginx.conf'),
});
const stockHost = await startNginx({ root: stock.outDir, deployConfig: path.join(root, 'deploy', 'nginx.conf') });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-background-networking'],
});
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
const mainParts = {
  ours: mainBundleParts(mainFile(path.join(root, 'build', 'public'))),
  stock: mainBundleParts(mainFile(stock.outDir)),
};

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
  // The bench's own install (bench/package.json), never a copy npx would fetch.
  const result = spawnSync(
    path.join(root, 'bench', 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
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

/** Each figure's median over the runs: TBT and the performance score vary from run to run on a busy machine. */
function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    totalBytes: of('totalBytes'),
  };
}

interface LighthouseResult {
  kind: string;
  ours: LighthouseFigures;
  stock: LighthouseFigures;
  runs: { ours: LighthouseFigures[]; stock: LighthouseFigures[] };
}

const lighthouseResults: LighthouseResult[] = [];
// The pages both sites have; every page type's accessibility is checked by tests/e2e/accessibility.spec.ts.
for (const { kind, path: address } of pageTypes.filter((type) => !type.oursOnly)) {
  const oursRuns: LighthouseFigures[] = [];
  const stockRuns: LighthouseFigures[] = [];
  // Interleaved, so a change in the machine's load falls on both sites alike.
  for (let run = 1; run <= runs; run += 1) {
    console.log(`lighthouse: ${kind}, run ${run} of ${runs}`);
    oursRuns.push(lighthouse(`${oursHost.url}${encodeURI(address)}`));
    stockRuns.push(lighthouse(`${stockHost.url}${encodeURI(address)}`));
  }
  lighthouseResults.push({
    kind,
    ours: medianFigures(oursRuns),
    stock: medianFigures(stockRuns),
    runs: { ours: oursRuns, stock: stockRuns },
  });
}

// ---- Search ------------------------------------------------------------------------------------------------------

const folderBytes = (folder: string): number =>
  listFilesSync(folder).reduce((sum, file) => sum + statSync(file).size, 0);

function searchBench(audience: 'public' | 'staff'): { firstQueryKb: number[]; answerMedianMs: number | null } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'search.ts'), audience], {
    cwd: root,
    encoding: 'utf8',
  });
  const firstQueryKb = [...result.stdout.matchAll(/first query "[^"]*": ([\d.]+) KB/g)].map((match) =>
    Number(match[1]),
  );
  const answer = /median ([\d.]+) ms/.exec(result.stdout);
  return { firstQueryKb, answerMedianMs: answer ? Number(answer[1]) : null };
}

/**
 * The two readers: anyone searches the public index; staff search it with the overlay's index merged in, so their
 * index is both builds' and their first query fetches from both.
 */
const search = (['public', 'staff'] as const).map((audience) => {
  const indexBytes = (build: 'public' | 'staff') => folderBytes(path.join(root, 'build', build, 'pagefind'));
  return {
    audience,
    indexBytes: audience === 'staff' ? [indexBytes('public'), indexBytes('staff')] : [indexBytes('public')],
    ...searchBench(audience),
  };
});

// ---- Server ------------------------------------------------------------------------------------------------------

const hashedAsset = path
  .relative(path.join(root, 'build', 'public'), mainFile(path.join(root, 'build', 'public')))
  .split(path.sep)
  .join('/');
const site = await startSiteServer({ dataDir: path.join(root, '.cache', 'bench', 'report-server') });
const serverTargets = [
  { name: 'HTML page', path: '/intro' },
  { name: 'hashed asset', path: `/${hashedAsset}` },
  { name: 'staff page, no session (401)', path: '/Internal%20Documentation/intro', siteServerOnly: true },
];
interface ServerFigures {
  name: string;
  /** The status one request gets before the load: what every request of the load is answered. */
  status: number;
  siteServer: LoadFigures;
  nginx: LoadFigures | null;
}
const server: ServerFigures[] = [];
try {
  for (const target of serverTargets) {
    const { status } = await fetch(`${site.url}${target.path}`, { redirect: 'manual' });
    // As a browser asks: compressed answers accepted.
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const siteServer = await measureLoad({ url: `${site.url}${target.path}`, headers, seconds: 5 });
    const nginx = target.siteServerOnly
      ? null
      : await measureLoad({ url: `${oursHost.url}${target.path}`, headers, seconds: 5 });
    // The port changes every run; the path is what the report compares.
    server.push({
      name: target.name,
      status,
      siteServer: { ...siteServer, url: target.path },
      nginx: nginx && { ...nginx, url: target.path },
    });
  }
} finally {
  await site.stop();
  await Promise.all([oursHost, stockHost].map((host: RunningNginx) => host.stop()));
}

// ---- Report ------------------------------------------------------------------------------------------------------

const measuredAt = new Date().toISOString();
const loadAtEnd = os.loadavg();
const results = {
  measuredAt,
  cores: os.cpus().length,
  loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd },
  runs,
  builds,
  buildFailures,
  warmPhases,
  devServer,
  devFailures,
  weights,
  mainParts,
  lighthouse: lighthouseResults,
  search,
  server,
};
await writeFile(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const table = (header: string[], rows: (string | number)[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
const seconds = (value: number) => `${value.toFixed(1)} s`;
const oursBuild = builds as Record<string, { median: number | null; cpuMedian: number | null }>;
const buildCell = (entry: { median: number | null; cpuMedian: number | null } | undefined) =>
  entry?.median === null || entry?.median === undefined
    ? 'failed (see below)'
    : `${seconds(entry.median)} (CPU ${seconds(entry.cpuMedian ?? 0)})`;
const buildRatio = (ours: number | null | undefined, reference: number | null | undefined) =>
  ours && reference ? ratio(ours, reference) : '–';
const devCell = (entry: { median: number | null } | undefined) =>
  entry?.median === null || entry?.median === undefined ? 'failed (see below)' : seconds(entry.median);
const loads = (averages: number[]) => averages.map((load) => load.toFixed(1)).join(' / ');
/** A load average above the core count means processes were waiting for a core: wall-clock times are inflated. */
const busiest = Math.max(...loadAtStart, ...loadAtEnd);
const loadNote =
  busiest > os.cpus().length
    ? `The load average exceeded the ${os.cpus().length} cores: processes were waiting for a core (the start figure is other work; the end figure includes this run's own load tests), so wall-clock times are inflated and noisy. Read the ratios, which compare two things measured side by side under the same load, and the CPU times, which load changes much less.`
    : `The load average stayed within the ${os.cpus().length} cores: no process waited for a core.`;

const report = `# Benchmark report: this site against stock Docusaurus on the same pages

Measured ${measuredAt} on ${os.cpus().length} cores. Load average (1 / 5 / 15 min) at the start ${loads(loadAtStart)}, at
the end ${loads(loadAtEnd)}. ${loadNote}

Build times are medians of ${runs} run(s), interleaved between the two sites. Stock is Docusaurus 3.10 with the classic
preset and the faster bundler, no swizzles, no local plugins, building all three sections in one build
(bench/lib/stockSite.ts); this site builds every section in one build too, then moves the staff section's folder out
of it: the public site (Tideline, gSharp) for everyone, and the staff section for staff.

## Build

${table(
  ['build', 'this site (both audiences)', 'stock (one build, all pages)', 'ratio (wall clock)'],
  [
    [
      'cold',
      buildCell(oursBuild.oursCold),
      buildCell(oursBuild.stockCold),
      buildRatio(oursBuild.oursCold?.median, oursBuild.stockCold?.median),
    ],
    [
      'warm',
      buildCell(oursBuild.oursWarm),
      buildCell(oursBuild.stockWarm),
      buildRatio(oursBuild.oursWarm?.median, oursBuild.stockWarm?.median),
    ],
  ],
)}

Wall-clock time, with the CPU time (user + system, all processes of the build) in brackets. Cold: no caches at all
(bundler, diagrams, Markdown copies, search index, compressed copies, generated files, API reference stamp). Warm: the same build again
with nothing changed. What a warm build reuses, each cache under \`node_modules/.cache/\`: the bundler's cache
(\`rspack-site\`, \`plugins/build-cache\`), the drawn diagrams (\`tideline-diagrams\`), the pages' Markdown copies
(\`tideline-page-markdown\`), the Pagefind bundles of the site and of the staff section (\`tideline-pagefind\`, reused
when the pages Pagefind would be given are unchanged), and the brotli and gzip copies of the text files
(\`tideline-compressed-copies\`, by the bytes of each file); the API reference is skipped when its inputs are unchanged.
Stock has no search indexes, Markdown or compressed copies to make, and no leak scan.
${buildFailures.length ? `\nFailed builds:\n\n${buildFailures.map((failure) => `- ${failure}`).join('\n')}\n` : ''}
### Where a warm build's time goes

${table(
  ['phase of the Docusaurus build', 'time'],
  Object.entries(warmPhases)
    .filter(([, time]) => time >= 0.5)
    .map(([phase, time]) => [phase, seconds(time)]),
)}

Wall-clock seconds of the last warm build of this site, per phase of 0.5 s or more, as Docusaurus's own performance
log reports them. Process start and loading the configuration come before these phases, the leak scan and the
compressed copies after them. With every cache warm, what is left is mostly work Docusaurus does for any build:
bundling, which Rspack's cache shortens but does not skip, and rendering every page to HTML (SSG).

### The writers' loop: \`npm run dev\` until a page is on screen

${table(
  ['dev server', 'this site (all sections)', 'stock (all sections)', 'ratio'],
  [
    [
      'cold',
      devCell(devServer.oursCold),
      devCell(devServer.stockCold),
      buildRatio(devServer.oursCold?.median, devServer.stockCold?.median),
    ],
    [
      'warm',
      devCell(devServer.oursWarm),
      devCell(devServer.stockWarm),
      buildRatio(devServer.oursWarm?.median, devServer.stockWarm?.median),
    ],
  ],
)}

Seconds from starting the dev server until Chromium shows the heading of ${devPage}, medians of ${runs} run(s). Cold:
no bundler cache; warm: started again with the cache the cold start left. This site's dev server compiles a page's
code when the page is first opened (Rspack's lazy compilation, \`plugins/dev-server\`); stock compiles every page
before it serves any.
${devFailures.length ? `\nFailed dev-server starts:\n\n${devFailures.map((failure) => `- ${failure}`).join('\n')}\n` : ''}

## Page weight

A cold first visit in Chromium until the network is quiet, both sites served by nginx with deploy/nginx.conf (gzip level 6):
the bytes of the responses' bodies as sent, without HTTP headers, counted as tests/e2e/firstLoadBudget.spec.ts counts them
against its 170 KB budget. That test measures the site server, whose scripts are compressed ahead at gzip level 9, so
its figures are a little lower.

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

Where main.js goes (gzip). Both sites pay for React DOM (~64 KB) and for the route registry and tables, which grow with
the number of pages (the API reference adds ~490 routes). Stock also ships Prism (code highlighting) and the DocSearch
bar in every page's main.js; this site highlights code at build time (plugins/code-highlight), draws diagrams at build
time (plugins/diagrams), and loads the sign-in form, the account menu, the search modal with its client and the
Algolia bar only when a reader reaches for them; its search button is its own, so DocSearch and the modal's
translations load with the modal; the code block loads only on pages that show one, and so do the
mobile menu, the version banner and the unlisted/draft banners, and the navbar item types the site does not use. What
Docusaurus ships to the browser but never reads there (the registry's module paths and ids, the docs listed in the
version data, the doc ids in the global data and sidebars, the plugins' options in the site configuration, unused
tslib helpers, the runtime's table from chunk names to themselves) is left out, and routes and route chunks are named
in two base-36 characters instead of page paths and eight hex ones in the registry, the route table and the runtime
(plugins/first-load). Links fetch a page's code when pointed at, not when they scroll into view, so a first visit
downloads no other page's code. Most of what is left is React DOM and the theme.

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
Each figure is the median of ${runs} run(s) per page, interleaved between the two sites; every run is in results.json.

${table(
  ['page', 'this site: perf / a11y / BP / SEO, TBT', 'stock: perf / a11y / BP / SEO, TBT'],
  lighthouseResults.map(({ kind, ours, stock: reference }) => {
    const cell = (figures: LighthouseFigures) =>
      `${figures.performance} / ${figures.accessibility} / ${figures.bestPractices} / ${figures.seo}, ${figures.totalBlockingTimeMs} ms`;
    return [kind, cell(ours), cell(reference)];
  }),
)}

## Search

Stock has no search; these are this site's figures (budget: first query ≤ 150 KB over every index the reader
searches). An anonymous reader searches the public index; a staff member searches it with the staff overlay's index
merged in (public + staff), so their first query fetches from both. Measured through the site server, signed in as
staff for the staff row, bytes as the server sent them (bench/search.ts).

${table(
  ['reader', 'index size', 'first query, heaviest of four', 'answer once loaded (median)'],
  search.map((entry) => [
    entry.audience === 'staff' ? 'staff (public + staff index)' : 'anyone (public index)',
    entry.indexBytes.map(kb).join(' + '),
    entry.firstQueryKb.length ? `${Math.max(...entry.firstQueryKb).toFixed(1)} KB` : 'not measured',
    entry.answerMedianMs === null ? 'not measured' : `${entry.answerMedianMs.toFixed(1)} ms`,
  ]),
)}

## Server

autocannon over loopback, 10 connections, 5 s per address, accepting compressed answers as a browser does: the site server against nginx serving the same public build
(aim: at least 0.5× nginx on assets). "Unanswered or 5xx" counts requests of the load that got no answer or a server
error; it must be 0.

${table(
  [
    'address',
    'status',
    'site server: req/s, p99',
    'nginx: req/s, p99',
    'site server ÷ nginx (req/s)',
    'unanswered or 5xx',
  ],
  server.map(({ name, status, siteServer, nginx }) => [
    name,
    status,
    `${siteServer.requestsPerSecond}, ${siteServer.p99Ms} ms`,
    nginx ? `${nginx.requestsPerSecond}, ${nginx.p99Ms} ms` : 'not applicable',
    nginx ? ratio(siteServer.requestsPerSecond, nginx.requestsPerSecond) : '–',
    siteServer.errors + siteServer.serverErrors + (nginx ? nginx.errors + nginx.serverErrors : 0),
  ]),
)}
`;
await writeFile(path.join(root, 'bench', 'REPORT.md'), report);
console.log(report);
