import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveBuildFile } from '@site/server/site/resolveFile';
import { readablePath } from '@site/contract/urlPath';

let build: string;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'resolve-'));
  build = path.join(root, 'public');
  await mkdir(path.join(build, 'Tideline/Support/Logging In'), { recursive: true });
  await mkdir(path.join(build, 'assets/js'), { recursive: true });
  await writeFile(path.join(build, 'index.html'), 'home');
  await writeFile(path.join(build, '404.html'), 'not found');
  await writeFile(path.join(build, 'Tideline/Support/Logging In/index.html'), 'page');
  await writeFile(path.join(build, 'assets/js/main.0123abcd.js'), 'js');
  await writeFile(path.join(root, 'secret.txt'), 'outside the build');
});

describe('files of a build', () => {
  it('serves a route from its index.html, with or without a trailing slash', async () => {
    expect(await resolveBuildFile(build, '/Tideline/Support/Logging In')).toBe(
      'Tideline/Support/Logging In/index.html',
    );
    expect(await resolveBuildFile(build, '/Tideline/Support/Logging In/')).toBe(
      'Tideline/Support/Logging In/index.html',
    );
  });

  it('reads a trailing slash as a folder’s, as nginx does: a file’s address with one finds nothing', async () => {
    for (const address of [
      '/Tideline/Support/Logging In/index.html/',
      '/404.html/',
      '/assets/js/main.0123abcd.js/',
      '/index.html//',
    ]) {
      expect(await resolveBuildFile(build, address), address).toBeUndefined();
    }
  });

  it('finds a page only at its own address: .html spellings are redirected before (htmlAddress.ts)', async () => {
    expect(await resolveBuildFile(build, '/Tideline/Support/Logging In.html')).toBeUndefined();
  });

  it('serves plain files as they are, .html files that are no page included', async () => {
    expect(await resolveBuildFile(build, '/assets/js/main.0123abcd.js')).toBe('assets/js/main.0123abcd.js');
    expect(await resolveBuildFile(build, '/404.html')).toBe('404.html');
    expect(await resolveBuildFile(build, '/')).toBe('index.html');
  });

  it('never leaves the build directory', async () => {
    expect(await resolveBuildFile(build, '/../secret.txt')).toBeUndefined();
    expect(await resolveBuildFile(build, readablePath('/..%2fsecret.txt'))).toBeUndefined();
  });

  it('finds nothing for an unknown path', async () => {
    expect(await resolveBuildFile(build, '/no/such/page')).toBeUndefined();
  });
});
