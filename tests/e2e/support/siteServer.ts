/**
 * Starts the real site server (`server/main.ts`) as a child process with its own data directory, for
 * tests that need a differently configured server (outbox mail, forced sign-in, PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './freePort';
import { testServer } from './testServer';

export interface RunningSite {
  url: string;
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far (with `captureOutput`; otherwise empty). */
  output(): string;
  stop(): Promise<void>;
}

interface Options {
  /** Defaults to a port the system picks. */
  port?: number;
  dataDir: string;
  env?: Record<string, string>;
  inheritOutput?: boolean;
  /** Keep the server's stdout and stderr for `output()` instead of passing them on. */
  captureOutput?: boolean;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited with ${child.exitCode} before it was ready.`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site server at ${url} was not ready within ${timeoutMs} ms.`);
}

export async function startSiteServer({ port: chosenPort, dataDir, env = {}, inheritOutput = false, captureOutput = false }: Options): Promise<RunningSite> {
  const port = chosenPort ?? (await freePort());
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(testServer.root, 'server/main.ts')], {
    cwd: testServer.root,
    stdio: captureOutput ? ['ignore', 'pipe', 'pipe'] : inheritOutput ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '200',
      // Test addresses differ by their +tag only, which the per-address limit counts as one inbox.
      AUTH_HANDLE_RATE_LIMIT_MAX: '1000',
      ...env,
    },
  });
  const captured: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => captured.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => captured.push(chunk));
  await waitUntilReady(url, child);
  return {
    url,
    dataDir,
    output: () => Buffer.concat(captured).toString('utf8'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
