/**
 * Writes `x.br` and `x.gz` beside each text file of a build, once, as the build's last step: the site server sends
 * them to browsers that accept them (@fastify/static's `preCompressed`, server/site/routes.ts), so no request spends
 * CPU compressing bytes that never change until the next build, and every reader gets brotli at a quality no
 * per-request compressor can afford. The copies sit beside their originals, under the same address prefix, so the
 * copies in `build/staff` stay behind the staff gate exactly as its originals do.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { linkOrCopy } from '../plugins/shared/linkTree.js';
import { listFiles } from '../plugins/shared/listFiles.js';
import { writeFileWhole } from '../plugins/shared/writeFileWhole.js';
import { removeUnusedEntries } from '../plugins/shared/removeUnusedEntries.js';
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The extensions of the compressed copies, as @fastify/static looks for them. */
const compressedCopyExtensions = ['.br', '.gz'] as const;

/** The compressed copies of every file ever compressed, by the hash of its bytes: a warm build reuses them all. */
export const compressedCopiesCache = path.join('node_modules', '.cache', 'tideline-compressed-copies');

/** Changes when the compression does, so copies made another way are not reused. */
const settingsKey = `brotli ${brotliQuality} text, gzip 9`;

function compress(original: Buffer, extension: (typeof compressedCopyExtensions)[number]): Promise<Buffer> {
  return extension === '.br'
    ? brotli(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(original, { level: 9 });
}

/** Copies no build has used for this long are removed: pages long since changed. */
const unusedLifetimeMs = 14 * dayMs;

interface CachedCopy {
  file: string;
  bytes: number;
}

/** The copy in the cache, compressed now if it is not there yet. */
async function cachedCopy(
  original: Buffer,
  extension: (typeof compressedCopyExtensions)[number],
  cacheDir: string,
): Promise<CachedCopy> {
  const key = createHash('sha256').update(settingsKey).update('\0').update(original).digest('hex');
  const file = path.join(cacheDir, `${key}${extension}`);
  const kept = await stat(file).catch(() => undefined);
  if (kept) {
    // Marked as used (once a day is enough for a two-week lifetime), so the clean-up after the build keeps it.
    if (Date.now() - kept.mtimeMs > dayMs) await utimes(file, new Date(), new Date());
    return { file, bytes: kept.size };
  }
  const copy = await compress(original, extension);
  await writeFileWhole(file, copy);
  return { file, bytes: copy.length };
}

async function compressBeside(file: string, cacheDir: string): Promise<void> {
  const original = await readFile(file);
  if (original.length < minimumBytes) return;
  await Promise.all(
    compressedCopyExtensions.map(async (extension) => {
      const copy = await cachedCopy(original, extension, cacheDir);
      // A copy no smaller than its original is only a worse way to send it.
      // A hard link: neither file is ever written in place (the cache replaces an entry by renaming a new file over it).
      if (copy.bytes < original.length) await linkOrCopy(copy.file, `${file}${extension}`);
    }),
  );
}

/**
 * Compresses the build's text files, a few at a time, as zlib's thread pool works through them anyway. Copies are
 * kept in `cacheDir` by the hash of the original's bytes (a build rewrites every file, mostly with the same bytes).
 */
export async function precompressBuild(buildDir: string, cacheDir: string, parallel = 4): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const queue = (await listFiles(buildDir)).filter((file) => compressible.has(path.extname(file)));
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) await compressBeside(file, cacheDir);
    }),
  );
  await removeUnusedEntries(cacheDir, unusedLifetimeMs);
}
