/**
 * The tool folders with packages of their own (bench/, tools/mutation/) are installed by the commands that use them
 * (scripts/toolPackages.ts): once, and again only when their package.json or lock changes. Run here with the real npm
 * on a small package whose one dependency is a local folder, so nothing is fetched.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIfStale } from '../../scripts/toolPackages';

let tool: string;
beforeEach(async () => {
  tool = await mkdtemp(path.join(tmpdir(), 'tool-packages-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(tool, { recursive: true, force: true });
});

const npm = (args: string[]) => {
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: tool, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
};

/** Writes the tool's package.json depending on a local helper package of the given version, and its lock. */
async function toolDependingOn(helperVersion: string): Promise<void> {
  await mkdir(path.join(tool, 'helper'), { recursive: true });
  await writeFile(
    path.join(tool, 'helper', 'package.json'),
    JSON.stringify({ name: 'helper', version: helperVersion }),
  );
  await writeFile(
    path.join(tool, 'package.json'),
    JSON.stringify({ name: 'tool', private: true, devDependencies: { helper: 'file:./helper' } }),
  );
  npm(['install', '--package-lock-only']);
}

describe('the packages of a tool folder', () => {
  it('are installed when they never were, and not again while the lock is the same', async () => {
    await toolDependingOn('1.0.0');
    expect(installIfStale(tool)).toBe(true);
    expect(existsSync(path.join(tool, 'node_modules', 'helper', 'package.json'))).toBe(true);
    expect(installIfStale(tool)).toBe(false);
  });

  it('are installed again once the lock has changed', async () => {
    await toolDependingOn('1.0.0');
    installIfStale(tool);
    await toolDependingOn('1.1.0');
    expect(installIfStale(tool)).toBe(true);
  });

  it('are installed again when node_modules was deleted', async () => {
    await toolDependingOn('1.0.0');
    installIfStale(tool);
    await rm(path.join(tool, 'node_modules'), { recursive: true });
    expect(installIfStale(tool)).toBe(true);
  });

  it('name the folder when npm cannot install them', async () => {
    await toolDependingOn('1.0.0');
    // A package.json that asks for more than its lock holds: npm ci refuses it.
    await writeFile(
      path.join(tool, 'package.json'),
      JSON.stringify({ name: 'tool', private: true, devDependencies: { helper: 'file:./helper', other: '1.0.0' } }),
    );
    expect(() => installIfStale(tool)).toThrow(`npm ci failed in ${tool}:`);
    expect(() => installIfStale(tool)).toThrow('Missing: other@1.0.0 from lock file');
  });

  it('are installed again when package.json was edited by hand, the lock left as it was', async () => {
    await toolDependingOn('1.0.0');
    installIfStale(tool);
    await writeFile(
      path.join(tool, 'package.json'),
      JSON.stringify({ name: 'tool', private: true, devDependencies: { helper: 'file:./helper', other: '1.0.0' } }),
    );
    expect(() => installIfStale(tool)).toThrow('Missing: other@1.0.0 from lock file');
  });

  it('name the folder when npm cannot be started', async () => {
    await toolDependingOn('1.0.0');
    // A PATH holding only an empty folder: there is no npm to start.
    const emptyFolder = path.join(tool, 'empty');
    await mkdir(emptyFolder);
    vi.stubEnv('PATH', emptyFolder);
    expect(() => installIfStale(tool)).toThrow(`Could not run npm ci in ${tool}: spawnSync npm ENOENT`);
  });

  it('name the folder when it has no lock to install from', () => {
    expect(() => installIfStale(tool)).toThrow(`${tool} has no package-lock.json to install from.`);
  });
});

describe('tsx scripts/toolPackages.ts', () => {
  it('names the tool folders when asked for another', () => {
    const result = spawnSync(
      path.resolve('node_modules/.bin/tsx'),
      [path.resolve('scripts/toolPackages.ts'), 'tools/unknown'],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('Not a tool folder: tools/unknown. The tool folders are bench, tools/mutation.');
  });
});

describe('the Node.js types of a tool folder', () => {
  const lockedTypesVersion = (folder: string): string | undefined => {
    const lock = JSON.parse(readFileSync(path.join(folder, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    return lock.packages['node_modules/@types/node']?.version;
  };

  // A tool's own packages can bring newer Node types, which would let it type-check calls Node 20 does not have.
  it.each(['bench', 'tools/mutation'])("are the site's, when %s has any of its own", (folder) => {
    const own = lockedTypesVersion(folder);
    if (own !== undefined) expect(own).toBe(lockedTypesVersion('.'));
  });
});
