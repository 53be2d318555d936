/**
 * How the build, its leak guard, the server and the tests list the files (and folders) under a folder: with
 * tinyglobby, so the path separators and the order are settled once. Absolute paths, sorted; dotfiles included, as a
 * scan for leaks must see them too. A folder that does not exist has no files. The synchronous forms serve code that
 * Docusaurus or a loader calls synchronously (bundler settings, cache keys).
 */
import path from 'node:path';
import { glob, globSync } from 'tinyglobby';

const everything = { dot: true, expandDirectories: false, followSymbolicLinks: false } as const;

const absoluteSorted = (root: string, found: string[]) => found.map((file) => path.join(root, file)).sort();

export async function listFiles(root: string, patterns: string | readonly string[] = '**'): Promise<string[]> {
  return absoluteSorted(root, await glob([patterns].flat(), { ...everything, cwd: root, onlyFiles: true }));
}

export function listFilesSync(root: string, patterns: string | readonly string[] = '**'): string[] {
  return absoluteSorted(root, globSync([patterns].flat(), { ...everything, cwd: root, onlyFiles: true }));
}

export async function listFolders(root: string, patterns: string | readonly string[] = '**'): Promise<string[]> {
  return absoluteSorted(root, await glob([patterns].flat(), { ...everything, cwd: root, onlyDirectories: true }));
}

export function listFoldersSync(root: string): string[] {
  return absoluteSorted(root, globSync('**', { ...everything, cwd: root, onlyDirectories: true }));
}
