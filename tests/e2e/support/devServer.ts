/**
 * The Docusaurus dev server a writer starts with `npm run dev`, on a port the system picks, for any site folder (this
 * one, or the stock site the bench compares it with). Stopping it stops everything it started.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';

export interface RunningDevServer {
  url: string;
  /** Everything the server printed so far: a failing test shows it. */
  output(): string;
  stop(): Promise<void>;
}

export async function startDevServer({
  siteDir,
  env = {},
}: {
  siteDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningDevServer> {
  const port = await freePort();
  const docusaurusCli = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const child = spawn(
    process.execPath,
    [docusaurusCli, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: siteDir,
      // Its own process group, so that stopping it also stops the bundler's workers.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BROWSER: 'none', ...env },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
