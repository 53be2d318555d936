/**
 * How the build, its leak guard and the tests list the files (and folders) under a folder: with tinyglobby, so the
 * path separators and the order are settled once. Absolute paths, sorted; dotfiles included, as a scan for leaks
 * must see them too.
 */
import path from 'node:path';
import { glob } from 'tinyglobby';

const everything = { dot: true, expandDirectories: false, followSymbolicLinks: false } as const;

export async function listFiles(root: string, patterns: string | readonly string[] = '**'): Promise<string[]> {
  const files = await glob([patterns].flat(), { ...everything, cwd: root, onlyFiles: true });
  return files.map((file) => path.join(root, file)).sort();
}

export async function listFolders(root: string): Promise<string[]> {
  const folders = await glob('**', { ...everything, cwd: root, onlyDirectories: true });
  return folders.map((folder) => path.join(root, folder)).sort();
}
