/**
 * Builds the site once, every section together, into `build/.site`, then moves the staff section's folder out of it:
 * `build/staff` holds that section alone (its pages, its scripts, its search index and Markdown copies, all under its
 * address, which plugins/staff-section gives its scripts), and the rest becomes `build/public`, the site for everyone.
 * Beside them it writes the public build's letter-case map for nginx (scripts/letterCaseMap.ts) and brotli and gzip
 * copies of each build's text files (scripts/precompress.ts). With --if-stale, does nothing when both builds match the
 * current sources. Refuses to finish if the public build names anything of the staff section but its address.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { copyFile, readFile, rename, writeFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { audiences, staffSection } from '../contract/audience.js';
import { collectLeakMarkers, type LeakMarker } from './leakMarkers.js';
import { listFiles } from '../plugins/shared/listFiles.js';
import { findLeaks } from './findLeaks.js';
import { letterCaseMapFile, writeLetterCaseMap } from './letterCaseMap.js';
import {
  compressedCopiesCache,
  precompressBuilds,
  startCompressionThreads,
  type CompressionThread,
} from './precompress.js';
import { moveStaffOnlyAssets } from './staffAssets.js';
import { notFoundFile } from '../contract/pageAddresses.js';
import { pageManifestPath } from '../contract/pageMarkdown.js';
import { BuildStalledError, retryOnceAfterStall, watchForStall } from './buildStall.js';
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
  // Move the staff section out with the files only its pages include, write the letter-case map and the compressed
  // copies.
  'scripts/build.ts',
  'scripts/staffAssets.ts',
  'scripts/letterCaseMap.ts',
  'scripts/precompress.ts',
  'scripts/compressionWorker.ts',
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
  // The staff section has no home page of its own; every build lists its pages.
  const outputs = [
    ...audiences.map((audience) => path.join(buildRoot, audience, pageManifestPath.slice(1))),
    path.join(buildRoot, letterCaseMapFile),
  ];
  const present = await Promise.all(outputs.map((output) => stat(output).catch(() => undefined)));
  return present.every(Boolean);
}

// Started with Node itself rather than through npx, which would add a second Node start to each build.
const docusaurusCli = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

/** Passes the build's output through, line by line, handing each line on as a sign of progress. */
function relayLines(stream: NodeJS.ReadableStream, to: NodeJS.WritableStream, onLine: (line: string) => void): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    onLine(line);
    to.write(`${line}\n`);
  });
}

/** A build that writes nothing and uses no CPU time for this long has hung (./buildStall.ts). */
const stallAfterMs = 3 * 60_000;

function stalledBuildError(): BuildStalledError {
  return new BuildStalledError(
    `The build made no progress for ${stallAfterMs / 60_000} minutes (no output, no CPU time) and was stopped, the second time with its bundler cache cleared. Rspack's bundler sometimes hangs like this: run npm run clear and build again.`,
  );
}

/**
 * What Docusaurus prints on its standard output once every locale's site is written ("Generated static files" comes
 * once per locale, before this): its process still has its caches to save. Colours are taken off before matching.
 */
const siteWritten = /^\[INFO\] Use `npm run serve` command to test your build locally\.$/;

/** Terminal colour codes, which Docusaurus writes when the build runs in a terminal. */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A Docusaurus build whose site is written; `exited` settles when its process ends, rejecting if it failed. */
interface WrittenSite {
  exited: Promise<void>;
}

/**
 * Runs `docusaurus build` into `outDir`, resolving as soon as it reports the site written (or, should it not say so,
 * when it exits): the builds' last steps then run while its process saves its caches and ends.
 */
function runDocusaurusBuild(outDir: string): Promise<WrittenSite> {
  return new Promise((resolveWritten, rejectWritten) => {
    const child = spawn(process.execPath, [docusaurusCli, 'build', '--out-dir', outDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
        // The build keeps its generated route and registry files apart from the dev server's: shared, each would
        // rewrite the other's, and the bundler's cache would see changed sources every time.
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-build',
      },
    });
    let stalled = false;
    let siteIsWritten = false;
    const stallWatch = watchForStall(child.pid ?? 0, {
      quietMs: stallAfterMs,
      onStall: () => {
        stalled = true;
        child.kill('SIGKILL');
      },
    });
    const exited = new Promise<void>((resolveExit, rejectExit) => {
      child.on('error', (error) => {
        stallWatch.stop();
        rejectExit(new Error(`The build could not start: ${error.message}`));
      });
      child.on('exit', (code) => {
        stallWatch.stop();
        if (stalled && siteIsWritten)
          rejectExit(
            new Error(
              `The site was written, then the build made no progress for ${stallAfterMs / 60_000} minutes while saving its caches, and was stopped. Run npm run clear and build again.`,
            ),
          );
        else if (stalled) rejectExit(stalledBuildError());
        else if (code === 0) resolveExit();
        else rejectExit(new Error(`The build failed (docusaurus exited with ${code}).`));
      });
    });
    // Awaited by whoever has the written site; until then a failure is reported through the promise below.
    exited.catch(() => {});
    const written = { exited };
    relayLines(child.stdout, process.stdout, (line) => {
      stallWatch.noteOutput();
      if (siteWritten.test(line.replace(colourCodes, ''))) {
        siteIsWritten = true;
        resolveWritten(written);
      }
    });
    relayLines(child.stderr, process.stderr, stallWatch.noteOutput);
    exited.then(() => resolveWritten(written), rejectWritten);
  });
}

/**
 * Makes the two builds of the site Docusaurus wrote into `siteDir`: the staff section's folder becomes `build/staff`,
 * with the files only its pages include (./staffAssets.ts) and the site's not-found page, which the server sends staff
 * for a staff address with no page; the rest becomes `build/public`.
 */
async function moveStaffSectionOut(buildRoot: string, siteDir: string): Promise<void> {
  const publicDir = path.join(buildRoot, 'public');
  const staffDir = path.join(buildRoot, 'staff');
  await rename(path.join(siteDir, staffSection.routeBasePath), staffDir);
  const moved = await moveStaffOnlyAssets(siteDir, staffDir);
  if (moved.length > 0) console.log(`Moved ${moved.length} files only staff pages include into ${staffDir}.`);
  await copyFile(path.join(siteDir, notFoundFile), path.join(staffDir, notFoundFile));
  await rename(siteDir, publicDir);
}

/**
 * Deletes the builds a previous run made, while the site builds: from then until the build ends there are none to
 * serve, and a failed build leaves no stamp, so nothing calls what it leaves current.
 */
async function removePreviousBuilds(buildRoot: string): Promise<void> {
  await Promise.all(audiences.map((audience) => rm(path.join(buildRoot, audience), { recursive: true, force: true })));
}

/**
 * The builds' last steps. The leak guard reads the files of the public build, listed once before anything more is
 * written (the letter-case map is made from the same list), while the letter-case map and the compressed copies are
 * written beside them: the guard and the copies each keep a
 * core busy, one after the other they would add up. A leak, or a guard that fails to finish its scan, deletes the whole
 * public build, copies included, once the writing is done, and stops the build.
 */
export async function finishBuilds(
  buildRoot: string,
  {
    leakMarkers = collectLeakMarkers(),
    compressionThreads = startCompressionThreads(),
  }: { leakMarkers?: Promise<LeakMarker[]>; compressionThreads?: readonly CompressionThread[] } = {},
): Promise<void> {
  const publicDir = path.join(buildRoot, 'public');
  const written = await listFiles(publicDir);
  // Settled, not raced: a failed copy must not cut the scan short and leave a leaking build on disk, and the deletion
  // waits until nothing writes into the build any more.
  const [scan, ...writing] = await Promise.allSettled([
    leakMarkers.then((markers) => findLeaks(publicDir, markers, written)),
    writeLetterCaseMap(buildRoot, written),
    compressTextFiles(buildRoot, compressionThreads),
  ]);
  // A public build the guard could not read through may name the staff section as well as one it found a leak in.
  if (scan.status === 'rejected') {
    await rm(publicDir, { recursive: true, force: true });
    const reason = scan.reason instanceof Error ? scan.reason.message : String(scan.reason);
    throw new Error(`The leak guard could not check the public build, so it was deleted: ${reason}`);
  }
  const leaks = scan.value;
  if (leaks.length > 0) {
    const lines = leaks.slice(0, 20).map((leak) => `  ${leak.file}: "${leak.marker.text}" (${leak.marker.source})`);
    await rm(publicDir, { recursive: true, force: true });
    throw new Error(`The public build names the staff section, so it was deleted:\n${lines.join('\n')}`);
  }
  for (const step of writing) if (step.status === 'rejected') throw step.reason;
}

/** Writes the site into `siteDir`, once more with the bundler's cache cleared if the first build stalls. */
function writeSite(siteDir: string): Promise<WrittenSite> {
  return retryOnceAfterStall(
    () => runDocusaurusBuild(siteDir),
    async () => {
      console.warn(
        `The build made no progress for ${stallAfterMs / 60_000} minutes and was stopped; building it again, with its bundler cache cleared in case that is what hangs.`,
      );
      await rm(bundlerCacheFolder, { recursive: true, force: true });
    },
  );
}

async function buildSite(buildRoot: string): Promise<void> {
  const started = performance.now();
  // Every section together, the staff section's folder included, where nothing serves it until it is moved out.
  const siteDir = path.join(buildRoot, '.site');
  console.log(`Building the site into ${buildRoot}/ ...`);
  const writing = writeSite(siteDir);
  // Done while the site builds, when nothing waits for them: the last builds deleted, the staff section's leak markers
  // read from its sources, and the compression threads loaded.
  const previousRemoved = removePreviousBuilds(buildRoot);
  const leakMarkers = collectLeakMarkers();
  const compressionThreads = startCompressionThreads();
  for (const step of [previousRemoved, leakMarkers]) step.catch(() => {});
  let docusaurusExited: Promise<void> | undefined;
  try {
    ({ exited: docusaurusExited } = await writing);
    await previousRemoved;
    await moveStaffSectionOut(buildRoot, siteDir);
  } catch (error) {
    // Nothing left half done behind the failure: the deletion finished, the Docusaurus process ended.
    await Promise.allSettled([previousRemoved, docusaurusExited]);
    throw error;
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
  // Settled together: a Docusaurus process that fails while it ends must not leave the last steps writing unseen.
  const [finished, exited] = await Promise.allSettled([
    finishBuilds(buildRoot, { leakMarkers, compressionThreads }),
    docusaurusExited,
  ]);
  if (finished.status === 'rejected') throw finished.reason;
  if (exited.status === 'rejected') throw exited.reason;
  console.log(`Built the site in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/** Writes the compressed copies of both builds' text files (./precompress.ts), once nothing more is written into them. */
async function compressTextFiles(buildRoot: string, threads: readonly CompressionThread[]): Promise<void> {
  const started = performance.now();
  await precompressBuilds(
    audiences.map((audience) => path.join(buildRoot, audience)),
    compressedCopiesCache,
    threads,
  );
  console.log(`Compressed the builds' text files in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

export async function ensureBuilds({ buildRoot = 'build', ifStale = true } = {}): Promise<void> {
  let fingerprint: Promise<string> | undefined;
  if (ifStale) {
    fingerprint = hashInputs();
    if (await isFresh(buildRoot, await fingerprint)) {
      console.log(`Builds in ${buildRoot}/ are up to date.`);
      return;
    }
  }
  await rm(stampFile(buildRoot), { force: true });
  const building = buildSite(buildRoot);
  // Otherwise read while the site builds, once the build has started, when nothing waits for it.
  fingerprint ??= hashInputs();
  fingerprint.catch(() => {});
  await building;
  await writeFile(stampFile(buildRoot), `${await fingerprint}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureBuilds({ ifStale: process.argv.includes('--if-stale') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
