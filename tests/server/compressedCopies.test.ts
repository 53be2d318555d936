/**
 * The brotli and gzip copies the build writes beside each text file (scripts/precompress.ts), as the server sends
 * them: to whoever accepts them, holding the file's bytes, and behind the staff gate exactly like their originals.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSectionPrefix } from '../../contract/audience';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { signIn } from './support/signIn';

/** A content-hashed script of a build that has a brotli copy beside it: its address in the build, and its bytes. */
async function compressedScript(buildDir: string): Promise<{ file: string; bytes: Buffer }> {
  const scripts = await readdir(path.join(buildDir, 'assets', 'js'));
  const file = scripts.find((name) => name.endsWith('.js') && scripts.includes(`${name}.br`));
  if (!file) throw new Error(`No script of ${buildDir} has a .br copy: run npx tsx scripts/build.ts.`);
  return { file: `assets/js/${file}`, bytes: await readFile(path.join(buildDir, 'assets', 'js', file)) };
}

/** An answer's body as the client reads it: the gate's own page is compressed on the way out like any answer. */
function bodyText(answer: LightMyRequestResponse): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.rawPayload).toString('utf8');
  return answer.body;
}

const staffAddress = (file: string) => encodeURI(`${staffSectionPrefix}${file}`);

describe('a compressed copy', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it('is sent for a hashed script to a browser that accepts brotli, and holds the file’s bytes', async () => {
    const script = await compressedScript(site.config.buildDirs.public);
    const answer = await site.inject({ url: `/${script.file}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).equals(script.bytes)).toBe(true);
    // The build's copy itself, not compressed again on the way out.
    const copy = await readFile(path.join(site.config.buildDirs.public, `${script.file}.br`));
    expect(answer.rawPayload.equals(copy)).toBe(true);
  });

  it('is gzip for a client that takes only gzip, and the file itself for one that takes neither', async () => {
    const script = await compressedScript(site.config.buildDirs.public);
    const gzipped = await site.inject({ url: `/${script.file}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(script.bytes)).toBe(true);
    const copy = await readFile(path.join(site.config.buildDirs.public, `${script.file}.gz`));
    expect(gzipped.rawPayload.equals(copy)).toBe(true);
    const plain = await site.inject({ url: `/${script.file}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script.bytes)).toBe(true);
  });

  it('of a page keeps the page’s revalidation: its ETag answers a 304', async () => {
    const headers = { 'accept-encoding': 'br' };
    const page = await site.inject({ url: '/gSharp/Overview', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const copy = await readFile(path.join(site.config.buildDirs.public, 'gSharp', 'Overview', 'index.html.br'));
    expect(page.rawPayload.equals(copy)).toBe(true);
    const etag = String(page.headers.etag);
    const again = await site.inject({ url: '/gSharp/Overview', headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('of a staff script is refused to outsiders and customers however it is asked for, and sent to staff', async () => {
    const script = await compressedScript(site.config.buildDirs.staff);
    const staffText = script.bytes.toString('utf8').slice(0, 200);
    const asks = [
      { url: staffAddress(script.file), headers: { 'accept-encoding': 'br' } },
      { url: staffAddress(script.file), headers: { 'accept-encoding': 'gzip' } },
      { url: staffAddress(`${script.file}.br`), headers: {} },
      { url: staffAddress(`${script.file}.gz`), headers: { 'accept-encoding': 'br' } },
    ];
    for (const ask of asks) {
      const answer = await site.inject(ask);
      expect(answer.statusCode, ask.url).toBe(401);
      expect(bodyText(answer), ask.url).toContain('<html');
      expect(bodyText(answer), ask.url).not.toContain(staffText);
    }
    const customer = await signIn(site, 'pumps@riverbend.example');
    for (const ask of asks) {
      const answer = await site.inject({ ...ask, headers: { ...ask.headers, cookie: customer } });
      expect(answer.statusCode, ask.url).toBe(403);
      expect(bodyText(answer), ask.url).not.toContain(staffText);
    }
    const staff = await signIn(site, 'writer@tideline.example');
    const answer = await site.inject({
      url: staffAddress(script.file),
      headers: { 'accept-encoding': 'br', cookie: staff },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toMatch(/^private/);
    expect(brotliDecompressSync(answer.rawPayload).equals(script.bytes)).toBe(true);
  });
});
