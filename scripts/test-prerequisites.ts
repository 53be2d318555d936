/**
 * The first step of `npm test` and `npm run test:e2e`: the Debian programs the tests drive (Chromium for the browser
 * tests, nginx for the static-host test, PostgreSQL for the scale-out tests, GDAL's ogr2ogr for the pages' commands). Run as root on Debian, the missing ones are
 * installed with one apt-get call; otherwise the run stops before any test with one message naming the command, instead
 * of a hundred tests failing at their first browser launch.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Prerequisite {
  /** The Debian package that provides it. */
  debianPackage: string;
  /** Whether the program is on this machine. */
  present: () => boolean;
}

const postgresBinaries = '/usr/lib/postgresql';

const hasPostgresServer = () =>
  existsSync(postgresBinaries) &&
  readdirSync(postgresBinaries).some((version) => existsSync(path.join(postgresBinaries, version, 'bin', 'initdb')));

export const testPrerequisites: readonly Prerequisite[] = [
  // The browser tests' Chromium, as a headless shell (playwright.config.ts says why).
  { debianPackage: 'chromium-headless-shell', present: () => existsSync('/usr/bin/chromium-headless-shell') },
  { debianPackage: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
  { debianPackage: 'postgresql', present: hasPostgresServer },
  // The writer's checks run each page's ogr2ogr command on a small fixture.
  { debianPackage: 'gdal-bin', present: () => existsSync('/usr/bin/ogr2ogr') },
];

export const missingPackages = (prerequisites: readonly Prerequisite[]): string[] =>
  prerequisites.filter((prerequisite) => !prerequisite.present()).map((prerequisite) => prerequisite.debianPackage);

export const installCommand = (packages: readonly string[]) => `apt-get install -y ${packages.join(' ')}`;

function aptGet(args: readonly string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Installs what is missing when it can; returns the message to stop with when it cannot. */
export function ensurePrerequisites(prerequisites: readonly Prerequisite[] = testPrerequisites): string | undefined {
  const missing = missingPackages(prerequisites);
  if (missing.length === 0) return undefined;
  const command = installCommand(missing);
  const canInstall = userInfo().uid === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall)
    return `The tests need Debian packages that are not installed: ${missing.join(', ')}. Run \`sudo ${command}\`, then npm test again.`;
  console.log(`Installing what the tests need: ${command}`);
  if (!aptGet(['update', '-qq']) || !aptGet(['install', '-y', '-qq', ...missing]))
    return `\`${command}\` failed (its errors are above); install them yourself and run npm test again.`;
  const stillMissing = missingPackages(prerequisites);
  return stillMissing.length === 0
    ? undefined
    : `\`${command}\` finished, yet ${stillMissing.join(', ')} is still missing.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = ensurePrerequisites();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
