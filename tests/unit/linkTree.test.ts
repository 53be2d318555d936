import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkTree } from '@site/plugins/shared/linkTree';

const directories: string[] = [];
function newDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'link-tree-'));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function treeIn(folder: string): string {
  mkdirSync(path.join(folder, 'index', 'deeper'), { recursive: true });
  mkdirSync(path.join(folder, 'empty'));
  writeFileSync(path.join(folder, 'top.js'), 'top');
  writeFileSync(path.join(folder, '.hidden'), 'dotfile');
  writeFileSync(path.join(folder, 'index', 'deeper', 'en_1.pf_index'), 'words');
  return folder;
}

describe('placing a folder elsewhere as links', () => {
  it('links every file, dotfiles and nested ones, and makes every folder, empty ones too', async () => {
    const from = treeIn(path.join(newDirectory(), 'from'));
    const to = path.join(newDirectory(), 'to');
    await linkTree(from, to);
    expect(readdirSync(to).sort()).toEqual(['.hidden', 'empty', 'index', 'top.js']);
    for (const file of ['.hidden', 'top.js', path.join('index', 'deeper', 'en_1.pf_index')])
      expect(statSync(path.join(to, file)).ino).toBe(statSync(path.join(from, file)).ino);
    expect(readdirSync(path.join(to, 'empty'))).toEqual([]);
  });

  it('copies a file it cannot link, so the place still ends up holding it', async () => {
    const from = treeIn(path.join(newDirectory(), 'from'));
    const to = path.join(newDirectory(), 'to');
    mkdirSync(to);
    // A file already there makes the link fail, as another file system would.
    writeFileSync(path.join(to, 'top.js'), 'stale');
    await linkTree(from, to);
    expect(readFileSync(path.join(to, 'top.js'), 'utf8')).toBe('top');
    expect(statSync(path.join(to, 'top.js')).ino).not.toBe(statSync(path.join(from, 'top.js')).ino);
  });
});
