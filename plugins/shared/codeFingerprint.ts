/**
 * A hash of the code that turns a build's inputs into a cached output: a plugin's own source files and the
 * installed dependency versions (package-lock.json). Every on-disk cache of the build puts it in its keys, so
 * changing the plugin or upgrading a library starts that cache afresh instead of serving output the new code
 * would not make.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFilesSync } from './listFiles';

/** Source files of the code under `paths` (files or folders), in a stable order. */
export function sourceFiles(paths: readonly string[]): string[] {
  return paths
    .flatMap((entry) => (statSync(entry, { throwIfNoEntry: false })?.isDirectory() ? listFilesSync(entry) : [entry]))
    .sort();
}

export function codeFingerprint(siteDir: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles([...paths, 'package-lock.json'].map((entry) => path.resolve(siteDir, entry)))) {
    hash.update(path.relative(siteDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
