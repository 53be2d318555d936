/**
 * Writes `x.br` and `x.gz` beside each text file of a build, once, as the build's last step: the site server sends
 * them to browsers that accept them (@fastify/static's `preCompressed`, server/site/routes.ts), so no request spends
 * CPU compressing bytes that never change until the next build, and every reader gets brotli at a quality no
 * per-request compressor can afford. The copies sit beside their originals, under the same address prefix, so the
 * copies in `build/staff` stay behind the staff gate exactly as its originals do.
 *
 * The work is shared out to worker threads (./compressionWorker.ts), one per core up to four, each compressing its files with
 * zlib's synchronous calls: measured on the public build, zlib's asynchronous calls took twice the time and more than
 * twice the CPU of the same work done synchronously (2.2 s and 3.9 CPU-s against 1.1 s and 1.6 CPU-s, on one thread).
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { listFiles } from '../plugins/shared/listFiles.js';
import { removeUnusedEntries } from '../plugins/shared/removeUnusedEntries.js';
import { startTypeScriptWorker } from '../plugins/shared/typeScriptWorker.js';
import { dayMs } from '../contract/durations.js';

/**
 * Every text format the builds write: pages, scripts, styles, the Markdown copies, llms.txt, the sitemap and the JSON
 * lists. Pages are most of it (about 21 of the public build's 30 MB of text) and every visit fetches one, so they are
 * worth it most; images, fonts and Pagefind's index (gzip data already) would not shrink.
 */
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.md', '.txt', '.xml']);

/** Below this, the compressed answer saves less than a packet and costs a file each. */
const minimumBytes = 1024;

/**
 * Brotli's quality 8. Over the public build's text (30 MB), measured on 2026-11-27: 0.7 s of CPU for 5.396 MB at 8,
 * 9.1 s for 5.386 MB at 9 (0.2 % smaller for thirteen times the work), and 11 slower still. Below 8 the files grow
 * and the time hardly falls.
 */
const brotliQuality = 8;

/** The extensions of the compressed copies, as @fastify/static looks for them. */
const compressedCopyExtensions = ['.br', '.gz'] as const;
type CompressedCopyExtension = (typeof compressedCopyExtensions)[number];

/** The compressed copies of every file ever compressed, by the hash of its bytes: a warm build reuses them all. */
export const compressedCopiesCache = path.join('node_modules', '.cache', 'tideline-compressed-copies');

/** Changes when the compression does, so copies made another way are not reused. */
const settingsKey = `brotli ${brotliQuality} text, gzip 9`;

function compress(original: Buffer, extension: CompressedCopyExtension): Buffer {
  return extension === '.br'
    ? zlib.brotliCompressSync(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.gzipSync(original, { level: 9 });
}

/** Copies no build has used for this long are removed: pages long since changed. */
const unusedLifetimeMs = 14 * dayMs;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Places the cache's `cached` at `copy` as a hard link, or a copy where the two are on different file systems. */
function takeFromCache(cached: string, copy: string): void {
  try {
    linkSync(cached, copy);
  } catch (error) {
    if (errorCode(error) !== 'EXDEV') throw error;
    copyFileSync(cached, copy);
  }
}

/**
 * Keeps the build's `copy` in the cache as `cached`: a hard link, made whole or not at all; across file systems, a copy
 * written beside the entry and renamed into place, so no reader ever finds half of one. Another build keeping the same
 * bytes' copy first is as good.
 */
function keepInCache(copy: string, cached: string): void {
  try {
    linkSync(copy, cached);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return;
    if (errorCode(error) !== 'EXDEV') throw error;
    const partial = `${cached}.${randomUUID()}.tmp`;
    copyFileSync(copy, partial);
    renameSync(partial, cached);
  }
}

/**
 * Writes `file.br` and `file.gz`, each linked from the cache when a build compressed the same bytes before, or
 * compressed now and kept in the cache. Hard links are safe because neither file is ever written in place. A copy no
 * smaller than its original is only a worse way to send it, and is neither written nor kept.
 */
function compressBeside(file: string, cacheDir: string): void {
  const original = readFileSync(file);
  if (original.length < minimumBytes) return;
  const key = createHash('sha256').update(settingsKey).update('\0').update(original).digest('hex');
  for (const extension of compressedCopyExtensions) {
    const cached = path.join(cacheDir, `${key}${extension}`);
    const copy = `${file}${extension}`;
    // A copy left by an earlier run may be a link into the cache: written in place, it would change the cache's entry.
    rmSync(copy, { force: true });
    const kept = statSync(cached, { throwIfNoEntry: false });
    if (kept) {
      // Marked as used (once a day is enough for a two-week lifetime), so the clean-up after the build keeps it.
      if (Date.now() - kept.mtimeMs > dayMs) utimesSync(cached, new Date(), new Date());
      takeFromCache(cached, copy);
      continue;
    }
    const compressed = compress(original, extension);
    if (compressed.length >= original.length) continue;
    writeFileSync(copy, compressed);
    keepInCache(copy, cached);
  }
}

/** What one compression thread is given (./compressionWorker.ts). */
export interface CompressionTask {
  files: readonly string[];
  cacheDir: string;
}

/** Run in a compression thread: compresses each file of the task beside itself. */
export function compressEach({ files, cacheDir }: CompressionTask): void {
  mkdirSync(cacheDir, { recursive: true });
  for (const file of files) compressBeside(file, cacheDir);
}

/** A compression thread started ahead of its work, so the build's end does not wait for it to load. */
export interface CompressionThread {
  /** Compresses the task's files; settles when the thread has finished and ended. */
  run(task: CompressionTask): Promise<void>;
}

function startThread(): CompressionThread {
  const worker = startTypeScriptWorker(path.join(import.meta.dirname, 'compressionWorker.ts'));
  // Waiting for a task, the thread must not keep a process whose build failed from ending.
  worker.unref();
  const ended = new Promise<void>((resolve, reject) => {
    worker.on('error', (error) => reject(new Error(`Compressing the build's text files failed: ${error.message}`)));
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The compression thread stopped with code ${code}.`)),
    );
  });
  ended.catch(() => {});
  let given = false;
  return {
    run(task) {
      // The thread compresses the one task it is sent, then ends.
      if (given) throw new Error('A compression thread takes one task.');
      given = true;
      worker.ref();
      worker.postMessage(task);
      return ended;
    },
  };
}

/**
 * Each thread costs a tenth of a second of CPU to load, and a cold build's copies take about two seconds of CPU in all:
 * more threads than this would load for little work each.
 */
const mostThreads = 4;

/** Compression threads, one per core up to four, started now to compress later (or never, if the build fails first). */
export function startCompressionThreads(): readonly CompressionThread[] {
  return Array.from({ length: Math.max(1, Math.min(mostThreads, availableParallelism())) }, startThread);
}

/**
 * Compresses the text files of the given build folders, shared out to the threads (started now unless given): each
 * thread takes every n-th file by size, so each gets as much to compress. Copies are kept in `cacheDir` by the hash of
 * the original's bytes (a build rewrites every file, mostly with the same bytes).
 */
export async function precompressBuilds(
  buildDirs: readonly string[],
  cacheDir: string,
  threads: readonly CompressionThread[] = startCompressionThreads(),
): Promise<void> {
  const listed = (await Promise.all(buildDirs.map((dir) => listFiles(dir)))).flat();
  const texts = listed.filter((file) => compressible.has(path.extname(file)));
  const sizes = new Map(texts.map((file) => [file, statSync(file).size]));
  const bySize = texts.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
  // Settled, not raced: a thread that fails must not end the wait while the others still write into the build.
  const done = await Promise.allSettled(
    threads.map((thread, index) =>
      thread.run({ files: bySize.filter((_, position) => position % threads.length === index), cacheDir }),
    ),
  );
  for (const thread of done) if (thread.status === 'rejected') throw thread.reason;
  await removeUnusedEntries(cacheDir, unusedLifetimeMs);
}
