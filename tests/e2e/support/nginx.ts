/**
 * Debian's nginx serving a folder with the shipped deploy/nginx.conf, on a port the system picks, from a temporary
 * prefix so nothing outside it is touched. The only changes to the shipped server block are `listen` and `root`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export const nginxBinary = '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function serverBlock(deployConfig: string, port: number, root: string): Promise<string> {
  const shipped = await readFile(deployConfig, 'utf8');
  const adapted = shipped.replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`).replace(/^(\s*)root\s+[^;]+;/m, `$1root "${root}";`);
  if (adapted === shipped) throw new Error(`${deployConfig} has no listen and root lines to point at the test build.`);
  return adapted;
}

function mainConfig(prefix: string, server: string): string {
  const temp = (name: string) => `${name}_temp_path "${path.join(prefix, name)}";`;
  return [
    'daemon off;',
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
    const exited = (code: number | null) => void log().then((text) => reject(new Error(`nginx exited with ${code}:\n${text}`)));
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

export async function startNginx({ root, deployConfig }: { root: string; deployConfig: string }): Promise<RunningNginx> {
  if (!existsSync(nginxBinary)) throw new Error(`${nginxBinary} is missing: install Debian's nginx (apt-get install -y nginx).`);
  const prefix = await mkdtemp(path.join(tmpdir(), 'tideline-nginx-'));
  const port = await freePort();
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, mainConfig(prefix, await serverBlock(deployConfig, port, path.resolve(root))));
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
