/**
 * The packages only the benchmarks (bench/) and mutation testing (tools/mutation/) use live in those folders, each
 * with its own package.json and package-lock.json, so the site's `npm install` does not fetch them. The commands that
 * use them call this first: it runs `npm ci` in a folder whose packages are missing, or were installed from another
 * version of its lock, so each of those commands stays one command on a fresh clone.
 *
 * `tsx scripts/toolPackages.ts [folder...]` installs the given folders (all of them when none is given).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const toolPackageFolders = ['bench', 'tools/mutation'] as const;
type ToolPackageFolder = (typeof toolPackageFolders)[number];

/** Written into the folder's node_modules after `npm ci`: the hash of the lock it installed. */
const installedLockFile = '.installed-lock-hash';

const lockHash = (folder: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(root, folder, 'package-lock.json')))
    .digest('hex');

function toolPackagesCurrent(folder: ToolPackageFolder): boolean {
  const stamp = path.join(root, folder, 'node_modules', installedLockFile);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash(folder);
}

/** Installs a tool folder's packages when they are missing or stale; exits with npm's message when npm fails. */
export function installToolPackages(folder: ToolPackageFolder): void {
  if (toolPackagesCurrent(folder)) return;
  console.log(
    `Installing the packages of ${folder}/ (npm ci in that folder: missing, or its package-lock.json changed)`,
  );
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: path.join(root, folder),
    stdio: 'inherit',
  });
  if (installed.status !== 0) {
    console.error(`npm ci failed in ${folder}/ (its output is above); run it there by hand to see why.`);
    process.exit(installed.status ?? 1);
  }
  writeFileSync(path.join(root, folder, 'node_modules', installedLockFile), lockHash(folder));
}

const isToolFolder = (name: string): name is ToolPackageFolder =>
  (toolPackageFolders as readonly string[]).includes(name);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const asked = process.argv.slice(2).map((name) => name.replace(/\/+$/, ''));
  const unknown = asked.filter((name) => !isToolFolder(name));
  if (unknown.length > 0) {
    console.error(`Not a tool folder: ${unknown.join(', ')}. The tool folders are ${toolPackageFolders.join(', ')}.`);
    process.exit(2);
  }
  for (const folder of asked.length > 0 ? asked.filter(isToolFolder) : toolPackageFolders) installToolPackages(folder);
}
