/**
 * Starts the real site server (`server/main.ts`) as a child process with its own data directory, for
 * tests that need a differently configured server (outbox mail, forced sign-in, PostgreSQL), or one they
 * kill, restart or watch fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './freePort';
import { testServer } from './testServer';

export interface RunningSite {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server the way an operator does (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Ends the server at once, as a crash or the kernel's OOM killer would: no shutdown code runs. */
  kill(): Promise<void>;
  /** What the server has logged so far (only with `captureLog`). */
  log(): string;
}

interface Options {
  /** Defaults to a port the system picks. */
  port?: number;
  dataDir: string;
  env?: Record<string, string>;
  inheritOutput?: boolean;
  /** Keep what is in `dataDir` (a restart on the same data) instead of starting from an empty folder. */
  keepData?: boolean;
  /** Collect the server's log for `log()` instead of discarding it. */
  captureLog?: boolean;
}

export interface SiteProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far (only with `captureLog`). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the server process without waiting for it to be ready (for tests of a server that must refuse to start). */
export async function spawnSiteServer({ port: chosenPort, dataDir, env = {}, inheritOutput = false, keepData = false, captureLog = false }: Options): Promise<SiteProcess> {
  const port = chosenPort ?? (await freePort());
  if (!keepData) await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(testServer.root, 'server/main.ts')], {
    cwd: testServer.root,
    stdio: inheritOutput ? 'inherit' : captureLog ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '200',
      ...env,
    },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return { child, url: `http://localhost:${port}`, port, output: () => Buffer.concat(chunks).toString('utf8'), exited };
}

async function waitUntilReady({ url, child, output }: SiteProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited with ${child.exitCode} before it was ready.\n${output()}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site server at ${url} was not ready within ${timeoutMs} ms.`);
}

export async function startSiteServer(options: Options): Promise<RunningSite> {
  const server = await spawnSiteServer(options);
  await waitUntilReady(server);
  const { child, exited } = server;
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url: server.url, port: server.port, dataDir: options.dataDir, stop: end('SIGTERM'), kill: end('SIGKILL'), log: server.output };
}
