/**
 * Writes `x.br` and `x.gz` beside each text file of a build, once, as the build's last step: the site server sends
 * them to browsers that accept them (@fastify/static's `preCompressed`, server/site/routes.ts), so no request spends
 * CPU compressing bytes that never change until the next build, and every reader gets brotli at a quality no
 * per-request compressor can afford. The copies sit beside their originals, under the same address prefix, so the
 * staff overlay's stay behind the staff gate exactly as its originals do.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { listFiles } from '../plugins/shared/listFiles.js';

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

async function compressBeside(file: string): Promise<void> {
  const original = await readFile(file);
  if (original.length < minimumBytes) return;
  const copies = await Promise.all([
    brotli(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(original, { level: 9 }),
  ]);
  await Promise.all(
    copies.map((copy, index) =>
      // A copy no smaller than its original is only a worse way to send it.
      copy.length < original.length ? writeFile(`${file}${compressedCopyExtensions[index]}`, copy) : undefined,
    ),
  );
}

/** Compresses the build's text files; a few at a time, as zlib's thread pool works through them anyway. */
export async function precompressBuild(buildDir: string, parallel = 4): Promise<void> {
  const queue = (await listFiles(buildDir)).filter((file) => compressible.has(path.extname(file)));
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) await compressBeside(file);
    }),
  );
}
