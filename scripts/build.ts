/**
 * Builds the site for both audiences, side by side: `build/public` (Tideline + gSharp), the site for everyone, and
 * `build/staff`, the overlay holding the staff section alone under its address (contract/audience.ts). Beside them it
 * writes the public build's letter-case map for nginx (scripts/letterCaseMap.ts), and into the overlay the staff's
 * llms.txt of both builds (scripts/staffLlmsTxt.ts); last, brotli and gzip copies of each build's text files
 * (scripts/precompress.ts). With --if-stale, does nothing when both builds match the current sources. Refuses to finish
 * if the public build names anything of the staff section but its address.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFile, writeFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { audiences, type Audience } from '../contract/audience.js';
import { collectLeakMarkers } from './leakMarkers.js';
import { listFiles } from '../plugins/shared/listFiles.js';
import { findLeaks } from './findLeaks.js';
import { letterCaseMapFile, writeLetterCaseMap } from './letterCaseMap.js';
import { writeStaffLlmsTxt } from './staffLlmsTxt.js';
import { compressedCopiesCache, precompressBuild } from './precompress.js';
import { pageManifestPath } from '../contract/pageMarkdown.js';
import { BuildStalledError, retryOnceAfterStall, watchForStall } from './buildStall.js';
import { runSideBySide } from './sideBySide.js';
import { bundlerCacheFolder } from '../plugins/build-cache/index.js';

/** Everything a build reads; a change to any of it makes the builds stale. */
const buildInputs = [
  'docs',
  'gsharp',
  'internal',
  'src',
  'static',
  'plugins',
  'contract',
  'i18n',
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebarsGSharp.ts',
  'sidebarsInternal.ts',
  'package-lock.json',
  // Write the letter-case map beside the builds, the staff's llms.txt into the overlay and the compressed copies.
  'scripts/letterCaseMap.ts',
  'scripts/staffLlmsTxt.ts',
  'scripts/precompress.ts',
];
// Generated from gsharp/api/GSharp.xml during the build: the XML is the input, not these.
const generatedDirs = [path.join('gsharp', 'Development', 'Namespaces')];

/** Settings the Docusaurus config reads from the environment: changing one changes what is built. */
const buildSettings = [
  'SITE_URL',
  'EDIT_URL',
  'STAFF_SITE_URL',
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'ALGOLIA_STAFF_INDEX_NAME',
  'ALGOLIA_STAFF_SEARCH_API_KEY',
  'FIRST_LOAD_TRIM',
];

async function hashInputs(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(buildSettings.map((name) => [name, process.env[name] ?? null])));
  for (const input of buildInputs) {
    const info = await stat(input).catch(() => undefined);
    if (!info) continue;
    const files = info.isDirectory()
      ? (await listFiles(input))
          .filter((file) => !generatedDirs.some((dir) => file.startsWith(`${dir}${path.sep}`)))
          .sort()
      : [input];
    for (const file of files)
      hash
        .update(file)
        .update('\0')
        .update(await readFile(file))
        .update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (buildRoot: string) => path.join(buildRoot, '.inputs-sha256');

async function isFresh(buildRoot: string, fingerprint: string): Promise<boolean> {
  const stamp = await readFile(stampFile(buildRoot), 'utf8').catch(() => '');
  if (stamp.trim() !== fingerprint) return false;
  // The overlay has no home page of its own; every build lists its pages.
  const outputs = [
    ...audiences.map((audience) => path.join(buildRoot, audience, pageManifestPath.slice(1))),
    path.join(buildRoot, letterCaseMapFile),
  ];
  const present = await Promise.all(outputs.map((output) => stat(output).catch(() => undefined)));
  return present.every(Boolean);
}

/**
 * Pages are rendered (SSG) by worker threads, each loading the whole server bundle first (about 2 CPU-s). The overlay
 * renders a few dozen pages, which one thread does in moments; the public build's hundreds get the machine's cores.
 */
const ssgThreads: Record<Audience, number> = { public: Math.max(1, os.availableParallelism()), staff: 1 };

// Started with Node itself rather than through npx, which would add a second Node start to each build.
const docusaurusCli = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

/** Passes a build's output through, each line marked with its audience, since both builds write at the same time. */
function relayLines(
  stream: NodeJS.ReadableStream,
  audience: Audience,
  to: NodeJS.WritableStream,
  onLine: () => void,
): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    onLine();
    to.write(`[${audience}] ${line}\n`);
  });
}

/** A build that writes nothing and uses no CPU time for this long has hung (./buildStall.ts). */
const stallAfterMs = 3 * 60_000;

function stalledBuildError(audience: Audience): BuildStalledError {
  return new BuildStalledError(
    `The ${audience} build made no progress for ${stallAfterMs / 60_000} minutes (no output, no CPU time) and was stopped, the second time with its bundler cache cleared. Rspack's bundler sometimes hangs like this: run npm run clear and build again.`,
  );
}

/**
 * The overlay builds at a lower priority. The public build is the longer one, so the two are done soonest when the
 * public build never waits for a core and the overlay takes the time it leaves idle (its single-threaded steps, and
 * while it writes its search index). Threads the overlay starts later inherit the priority.
 */
function yieldToPublicBuild(pid: number): void {
  try {
    os.setPriority(pid, overlayNiceness);
  } catch {
    // A system that refuses only makes the builds share the cores evenly, as they otherwise would.
  }
}
const overlayNiceness = 10;

function runDocusaurusBuild(audience: Audience, outDir: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docusaurusCli, 'build', '--out-dir', outDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      env: {
        ...process.env,
        ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
        DOCS_AUDIENCE: audience,
        // Each audience keeps its own generated route and registry files: shared, each build would rewrite the
        // other's, and the bundler's cache would see changed sources on every build.
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: `.docusaurus-${audience}`,
        DOCUSAURUS_SSG_WORKER_THREAD_COUNT:
          process.env.DOCUSAURUS_SSG_WORKER_THREAD_COUNT ?? String(ssgThreads[audience]),
      },
    });
    if (audience === 'staff' && child.pid) yieldToPublicBuild(child.pid);
    let stalled = false;
    const stallWatch = watchForStall(child.pid ?? 0, {
      quietMs: stallAfterMs,
      onStall: () => {
        stalled = true;
        child.kill('SIGKILL');
      },
    });
    relayLines(child.stdout, audience, process.stdout, stallWatch.noteOutput);
    relayLines(child.stderr, audience, process.stderr, stallWatch.noteOutput);
    child.on('error', (error) => {
      stallWatch.stop();
      reject(
        signal.aborted
          ? new Error(`The ${audience} build was stopped.`)
          : new Error(`The ${audience} build could not start: ${error.message}`),
      );
    });
    child.on('exit', (code) => {
      stallWatch.stop();
      if (stalled) reject(stalledBuildError(audience));
      // Docusaurus exits with 0 when it is stopped, having written only part of the site.
      else if (signal.aborted) reject(new Error(`The ${audience} build was stopped.`));
      else if (code === 0) resolve();
      else reject(new Error(`The ${audience} build failed (docusaurus exited with ${code}).`));
    });
  });
}

/**
 * The public build's last steps. The leak guard reads the files Docusaurus wrote, listed before anything more is
 * written, while the letter-case map and the compressed copies are written beside them: the guard and the copies each
 * keep a core busy, one after the other they would add up. A leak deletes the whole build, copies included, once the
 * writing is done, and stops the build.
 */
export async function finishPublicBuild(buildRoot: string): Promise<void> {
  const publicDir = path.join(buildRoot, 'public');
  const written = await listFiles(publicDir);
  // Settled, not raced: a failed copy must not cut the scan short and leave a leaking build on disk, and the deletion
  // waits until nothing writes into the build any more.
  const [scan, ...writing] = await Promise.allSettled([
    findLeaks(publicDir, await collectLeakMarkers(), written),
    writeLetterCaseMap(buildRoot),
    compressTextFiles(buildRoot, 'public'),
  ]);
  if (scan.status === 'rejected') throw scan.reason;
  const leaks = scan.value;
  if (leaks.length > 0) {
    const lines = leaks.slice(0, 20).map((leak) => `  ${leak.file}: "${leak.marker.text}" (${leak.marker.source})`);
    await rm(publicDir, { recursive: true, force: true });
    throw new Error(`The public build names the staff section, so it was deleted:\n${lines.join('\n')}`);
  }
  for (const step of writing) if (step.status === 'rejected') throw step.reason;
}

/**
 * Both builds run at once: the overlay is small, and uses what the public build leaves idle. When one fails, the other
 * is stopped, and the first failure is reported once both have ended (./sideBySide.ts): the public build's last steps
 * are not cut off, so a leaking public build is still deleted when the staff build fails meanwhile.
 */
async function buildAudiences(buildRoot: string): Promise<void> {
  // The API reference is generated inside the public build, as its plugin starts (plugins/gsharp-api); the overlay
  // has none, so nothing else writes those pages meanwhile.
  await runSideBySide(audiences, async (audience, stopBuild) => {
    const started = performance.now();
    console.log(`Building the ${audience} site into ${buildRoot}/${audience} ...`);
    await retryOnceAfterStall(
      () => runDocusaurusBuild(audience, path.join(buildRoot, audience), stopBuild),
      async () => {
        console.warn(
          `The ${audience} build made no progress for ${stallAfterMs / 60_000} minutes and was stopped; building it again, with its bundler cache cleared in case that is what hangs.`,
        );
        await rm(bundlerCacheFolder(audience), { recursive: true, force: true });
      },
    );
    // Checked as soon as it is written, while the staff build may still be running.
    if (audience === 'public') await finishPublicBuild(buildRoot);
    console.log(`Built the ${audience} site in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  });
  await writeStaffLlmsTxt(buildRoot);
  await compressTextFiles(buildRoot, 'staff');
}

/** Writes the compressed copies of a build's text files (./precompress.ts), once nothing more is written into it. */
async function compressTextFiles(buildRoot: string, audience: Audience): Promise<void> {
  const started = performance.now();
  await precompressBuild(path.join(buildRoot, audience), compressedCopiesCache);
  console.log(
    `Compressed the ${audience} site's text files in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

export async function ensureBuilds({ buildRoot = 'build', ifStale = true } = {}): Promise<void> {
  const fingerprint = await hashInputs();
  if (ifStale && (await isFresh(buildRoot, fingerprint))) {
    console.log(`Builds in ${buildRoot}/ are up to date.`);
    return;
  }
  await rm(stampFile(buildRoot), { force: true });
  await buildAudiences(buildRoot);
  await writeFile(stampFile(buildRoot), `${fingerprint}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureBuilds({ ifStale: process.argv.includes('--if-stale') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
