/**
 * The packages only the benchmarks (bench/) and mutation testing (tools/mutation/) use live in those folders, each
 * with its own package.json and package-lock.json, so the site's `npm install` does not fetch them. The commands that
 * use them call this first: it runs `npm ci` in a folder whose packages are missing, or were installed from another
 * version of its package.json or lock, so each of those commands stays one command on a fresh clone.
 *
 * `tsx scripts/toolPackages.ts [folder...]` installs the given folders (all of them when none is given).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const toolPackageFolders = ['bench', 'tools/mutation'] as const;
type ToolPackageFolder = (typeof toolPackageFolders)[number];

/** Written into a folder's node_modules after `npm ci`: the hash of the package.json and lock it installed. */
const installedHashFile = '.installed-packages-hash';

/**
 * Covers package.json as well as the lock: `npm ci` refuses a package.json its lock does not match, so a hand edit
 * that left the lock alone must be tried again rather than taken as installed.
 */
function packagesHash(directory: string): string {
  const lock = path.join(directory, 'package-lock.json');
  if (!existsSync(lock)) throw new Error(`${directory} has no package-lock.json to install from.`);
  const hash = createHash('sha256');
  for (const file of [path.join(directory, 'package.json'), lock]) {
    const contents = readFileSync(file);
    // The length keeps the boundary between the two files from moving without changing the hash.
    hash.update(`${contents.length}\n`).update(contents);
  }
  return hash.digest('hex');
}

/**
 * Runs `npm ci` in `directory` unless its node_modules was installed from the package.json and package-lock.json it
 * has now; returns whether it ran. Throws, naming the folder and giving npm's own reason, when npm fails or cannot be
 * started.
 */
export function installIfStale(directory: string): boolean {
  const hash = packagesHash(directory);
  const stamp = path.join(directory, 'node_modules', installedHashFile);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  console.log(
    `Installing the packages of ${directory} (npm ci there: never installed, or its package.json or lock changed)`,
  );
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: directory, encoding: 'utf8' });
  // A program that could not be started has no exit status and no output, only the reason it was not started.
  if (installed.error) {
    throw new Error(`Could not run npm ci in ${directory}: ${installed.error.message}`);
  }
  const output = installed.stdout ?? '';
  if (installed.status !== 0) {
    // npm ends a refusal with its whole usage text; its reason is the first paragraph.
    const reason = ((installed.stderr ?? '') || output).split(/\nnpm error\s*\n(?=npm error Clean install)/)[0];
    throw new Error(`npm ci failed in ${directory}:\n${reason?.trim()}`);
  }
  process.stdout.write(output);
  // A package with nothing to install gets no node_modules from npm.
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, hash);
  return true;
}

/** Installs a tool folder's packages when they are missing or stale; on failure, says why and exits. */
export function installToolPackages(folder: ToolPackageFolder): void {
  try {
    installIfStale(path.join(root, folder));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
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
