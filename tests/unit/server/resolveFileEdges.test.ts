/**
 * Edges of request-path decoding and file resolution that mutation testing found unguarded: what a bad address's
 * error says, paths that name the build folder itself, and a page written as `name.html`.
 */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BadPathError, decodeRequestPath, resolveBuildFile } from '@site/server/site/resolveFile';

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

describe('an address that is not valid URL encoding', () => {
  it('is a BadPathError quoting the address, which the server answers with a 400', () => {
    let thrown: unknown;
    try {
      decodeRequestPath('/%E0%A4%A');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BadPathError);
    expect((thrown as Error).name).toBe('BadPathError');
    expect((thrown as Error).message).toBe('The address "/%E0%A4%A" is not valid URL encoding.');
  });
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
