/**
 * Debian's nginx serving a folder with the shipped deploy/nginx.conf, on a port the system picks, from a temporary
 * prefix so nothing outside it is touched. The only changes to the shipped file are `listen`, `root` and the `include`
 * of the letter-case map (the build's own, or an empty one for a folder that has none).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export const nginxBinary = '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Placement {
  port: number;
  root: string;
  letterCaseMap: string;
}

async function serverBlock(deployConfig: string, { port, root, letterCaseMap }: Placement): Promise<string> {
  const shipped = await readFile(deployConfig, 'utf8');
  const changes: [RegExp, string][] = [
    [/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`],
    [/^(\s*)root\s+[^;]+;/m, `$1root "${root}";`],
    [/^(\s*)include\s+\S*letter-case\.map;/m, `$1include "${letterCaseMap}";`],
  ];
  let adapted = shipped;
  for (const [line, replacement] of changes) {
    if (!line.test(adapted)) throw new Error(`${deployConfig} has no line ${line} to point at the test build.`);
    adapted = adapted.replace(line, replacement);
  }
  return adapted;
}

function mainConfig(prefix: string, server: string): string {
  const temp = (name: string) => `${name}_temp_path "${path.join(prefix, name)}";`;
  return [
    'daemon off;',
    // Started as root, nginx runs its workers as `nobody`, who cannot read a build in a clone only its owner may open
    // (a folder under /root, or from mktemp -d): the workers run as whoever started the test instead.
    ...(userInfo().uid === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid "${path.join(prefix, 'nginx.pid')}";`,
    `error_log "${path.join(prefix, 'error.log')}" warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    server,
    '}',
  ].join('\n');
}

function listening(port: number, child: ChildProcess, log: () => Promise<string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 15_000;
    const exited = (code: number | null) =>
      void log().then((text) => reject(new Error(`nginx exited with ${code}:\n${text}`)));
    child.once('exit', exited);
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        child.off('exit', exited);
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error('nginx did not start listening within 15 s.'));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

interface NginxOptions {
  root: string;
  deployConfig: string;
  /** The build's letter-case map (build/nginx-letter-case.map); without one, no address is redirected for its case. */
  letterCaseMap?: string;
}

export async function startNginx({ root, deployConfig, letterCaseMap }: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(nginxBinary))
    throw new Error(`${nginxBinary} is missing: install Debian's nginx (apt-get install -y nginx).`);
  const prefix = await mkdtemp(path.join(tmpdir(), 'tideline-nginx-'));
  const port = await freePort();
  const configFile = path.join(prefix, 'nginx.conf');
  const emptyMap = path.join(prefix, 'no-letter-case.map');
  if (!letterCaseMap) await writeFile(emptyMap, '');
  const placement = { port, root: path.resolve(root), letterCaseMap: path.resolve(letterCaseMap ?? emptyMap) };
  await writeFile(configFile, mainConfig(prefix, await serverBlock(deployConfig, placement)));
  const child = spawn(nginxBinary, ['-p', prefix, '-c', configFile], { stdio: 'ignore' });
  await listening(port, child, () => readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => ''));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
