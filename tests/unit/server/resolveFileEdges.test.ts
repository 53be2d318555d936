/**
 * Edges of file resolution that mutation testing found unguarded: paths that name the build folder itself, and a page
 * written as `name.html`. (What a bad address's error says: tests/unit/urlPath.test.ts.)
 */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveBuildFile } from '@site/server/site/resolveFile';

let build: string;

beforeAll(async () => {
  build = path.join(await mkdtemp(path.join(tmpdir(), 'resolve-edges-')), 'public');
  await mkdir(build, { recursive: true });
  await writeFile(path.join(build, 'index.html'), 'home');
  await mkdir(path.join(build, 'gSharp'));
  await writeFile(
    path.join(build, 'gSharp', 'Overview.html'),
    'a page written as a file, as some static builds write them',
  );
});

describe('a path naming the build folder itself', () => {
  it('is served the home page when empty or a slash, and never the folder', async () => {
    expect(await resolveBuildFile(build, '')).toBe('index.html');
    expect(await resolveBuildFile(build, '/')).toBe('index.html');
  });
});

describe('a page written as name.html rather than name/index.html', () => {
  it('is served at the address without .html', async () => {
    expect(await resolveBuildFile(build, '/gSharp/Overview')).toBe('gSharp/Overview.html');
  });
});
