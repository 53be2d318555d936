/**
 * The report serves both sites with Debian's nginx (the static-host reference). On a fresh machine without it,
 * this installs the Debian package the way .ci/run does, so `npm run bench` runs on a fresh clone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { nginxBinary } from '../../tests/e2e/support/nginx.js';

function run(command: string[]): void {
  // apt-get needs root; a non-root user goes through sudo, which asks for a password on the terminal if it must.
  const asRoot = process.getuid?.() === 0 ? command : ['sudo', ...command];
  const [program = '', ...args] = asRoot;
  const result = spawnSync(program, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(
      `\`${asRoot.join(' ')}\` failed; install nginx yourself (sudo apt-get install -y nginx) and run the bench again.`,
    );
  }
}

export function installNginxIfMissing(): void {
  if (existsSync(nginxBinary)) return;
  console.log(`${nginxBinary} is missing: installing Debian's nginx package.`);
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'nginx']);
  if (!existsSync(nginxBinary)) throw new Error(`The nginx package is installed but ${nginxBinary} is still missing.`);
}
