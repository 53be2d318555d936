import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAssetsFile } from '../../contract/signInAssets';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { signIn } from './support/signIn';

/** The public build's scripts, with the one that holds a page's compiled text found by a sentence of it. */
async function chunkHolding(publicDir: string, sentence: string): Promise<string> {
  const dir = path.join(publicDir, 'assets', 'js');
  for (const file of await readdir(dir)) {
    if ((await readFile(path.join(dir, file), 'utf8')).includes(sentence)) return `/assets/js/${file}`;
  }
  throw new Error(`No script of ${publicDir} holds "${sentence}".`);
}

describe('with FORCE_LOGIN=true, someone not signed in', () => {
  let site: InProcessSite;
  let signInAssets: string[];
  beforeAll(async () => {
    site = await startInProcessSite({ FORCE_LOGIN: 'true' });
    signInAssets = JSON.parse(
      await readFile(path.join(site.config.buildDirs.public, signInAssetsFile), 'utf8'),
    ) as string[];
  });
  afterAll(() => site.close());

  it('gets the sign-in page and every file it loads', async () => {
    expect(signInAssets.some((file) => /\/main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    // The logo and icon the page's own HTML names, besides the scripts and styles the build listed.
    for (const address of ['/sign-in', '/img/logo.svg', '/img/logo-dark.svg', '/img/favicon.svg', ...signInAssets]) {
      expect((await site.inject({ url: encodeURI(address) })).statusCode, address).toBe(200);
    }
  });

  it('gets a 401 for the script that holds a page’s text, which a session reads', async () => {
    const pageText = await chunkHolding(site.config.buildDirs.public, 'Introduction to Tideline');
    expect(signInAssets).not.toContain(pageText);
    const anonymous = await site.inject({ url: pageText });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Introduction to Tideline');
    const cookie = await signIn(site, 'reader@riverbend.example');
    const signedIn = await site.inject({ url: pageText, headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toMatch(/^private/);
  });

  it('gets a 401 for every other script, stylesheet and image of the build', async () => {
    const assets = await readdir(path.join(site.config.buildDirs.public, 'assets', 'js'));
    const others = assets.map((file) => `/assets/js/${file}`).filter((file) => !signInAssets.includes(file));
    expect(others.length).toBeGreaterThan(100);
    for (const address of others.slice(0, 40))
      expect((await site.inject({ url: address })).statusCode, address).toBe(401);
    expect((await site.inject({ url: `/${signInAssetsFile}` })).statusCode).toBe(401);
  });
});
