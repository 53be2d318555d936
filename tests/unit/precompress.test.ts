/**
 * The compressed copies the build writes beside its text files (scripts/precompress.ts), which the site server sends
 * to browsers that accept them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from '../../plugins/shared/listFiles';
import { precompressBuilds } from '../../scripts/precompress';

let buildDir: string;
let cacheDir: string;
beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  cacheDir = await mkdtemp(path.join(tmpdir(), 'precompress-cache-'));
  await mkdir(path.join(buildDir, 'assets', 'js'), { recursive: true });
});
afterEach(() => Promise.all([buildDir, cacheDir].map((dir) => rm(dir, { recursive: true, force: true }))));

const inBuild = async () =>
  (await listFiles(buildDir)).map((file) => path.relative(buildDir, file).split(path.sep).join('/'));

describe('the compressed copies of a build', () => {
  it('are brotli and gzip beside each text file, holding its bytes', async () => {
    const page = `<!doctype html><p>${'Non-revenue water, measured at night. '.repeat(200)}</p>`;
    const script = `export const pumps = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => `pump ${n}`))};`;
    await writeFile(path.join(buildDir, 'index.html'), page);
    await writeFile(path.join(buildDir, 'assets', 'js', 'main.0123abcd.js'), script);
    await precompressBuilds([buildDir], cacheDir);
    expect(await inBuild()).toEqual([
      'assets/js/main.0123abcd.js',
      'assets/js/main.0123abcd.js.br',
      'assets/js/main.0123abcd.js.gz',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(brotliDecompressSync(await readFile(path.join(buildDir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(await readFile(path.join(buildDir, 'index.html.gz'))).toString()).toBe(page);
    const scriptCopy = await readFile(path.join(buildDir, 'assets', 'js', 'main.0123abcd.js.br'));
    expect(brotliDecompressSync(scriptCopy).toString()).toBe(script);
  });

  it('are not written for small files, formats that are compressed already, or bytes that do not shrink', async () => {
    await writeFile(path.join(buildDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    await writeFile(path.join(buildDir, 'assets', 'logo.png'), Buffer.alloc(4096));
    await writeFile(path.join(buildDir, 'assets', 'js', 'noise.js'), randomBytes(4096));
    await precompressBuilds([buildDir], cacheDir);
    expect(await inBuild()).toEqual(['assets/js/noise.js', 'assets/logo.png', 'robots.txt']);
  });

  it('are taken from the cache when a file has the same bytes as one compressed before', async () => {
    const page = `<!doctype html><p>${'Pump starts per hour, by wet well. '.repeat(200)}</p>`;
    await writeFile(path.join(buildDir, 'index.html'), page);
    await precompressBuilds([buildDir], cacheDir);
    const [kept] = (await listFiles(cacheDir)).filter((file) => file.endsWith('.br'));
    // A copy in the cache that no compressor would write proves the next build reads it rather than compressing.
    const marked = Buffer.from('kept copy');
    await writeFile(kept ?? '', marked);
    await rm(path.join(buildDir, 'index.html.br'));
    await precompressBuilds([buildDir], cacheDir);
    expect(await readFile(path.join(buildDir, 'index.html.br'))).toEqual(marked);
    // Another page's bytes are compressed afresh.
    await writeFile(path.join(buildDir, 'index.html'), page.replace('Pump', 'Well'));
    await precompressBuilds([buildDir], cacheDir);
    const copy = await readFile(path.join(buildDir, 'index.html.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(page.replace('Pump', 'Well'));
    // The first page's copies in the cache are untouched, though the build's copies were links to them.
    const gzipped = (await listFiles(cacheDir)).filter((file) => file.endsWith('.gz'));
    const held = await Promise.all(gzipped.map(async (file) => gunzipSync(await readFile(file)).toString()));
    expect(held.sort()).toEqual([page, page.replace('Pump', 'Well')].sort());
  });
});
