/**
 * Starts the real site server (`server/main.ts`) as a child process with its own data directory, for
 * tests that need a differently configured server (outbox mail, forced sign-in, PostgreSQL), or one they
 * kill, restart or watch fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
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
  /** Everything the server wrote to stdout and stderr so far (with `captureOutput`; otherwise empty). */
  output(): string;
}

interface Options {
  /** Defaults to a port the system picks. */
  port?: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Keep what is in `dataDir` (a restart on the same data) instead of starting from an empty folder. */
  keepData?: boolean;
  /** Keep the server's stdout and stderr for `output()` instead of passing them on. */
  captureOutput?: boolean;
}

export interface SiteProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far (only with `captureOutput`). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the server process without waiting for it to be ready (for tests of a server that must refuse to start). */
export async function spawnSiteServer({
  port: chosenPort,
  dataDir,
  env = {},
  keepData = false,
  captureOutput = false,
}: Options): Promise<SiteProcess> {
  const port = chosenPort ?? (await freePort());
  if (!keepData) await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  // Unless captured, the log (warnings and errors) goes to server.log in the data folder, where a failed run's 500 can be read.
  const logFile = captureOutput ? undefined : openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(testServer.root, 'server/main.ts')], {
    cwd: testServer.root,
    stdio: captureOutput ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFile, 'inherit'],
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
      // Every test enters its codes from this machine's one address.
      CODE_ENTRIES_PER_CLIENT_PER_HOUR: '100000',
      MCP_CALLS_PER_MINUTE: '100000',
      // The whole suite sends its mail and texts to one site in one day.
      MAIL_PER_DAY: '100000',
      SMS_PER_DAY: '100000',
      SMS_PER_COUNTRY_PER_DAY: '100000',
      ...env,
    },
  });
  if (logFile !== undefined) closeSync(logFile);
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  // The address readers use: where links and the origin check point (PUBLIC_URL when a test sets one).
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  return { child, url, port, output: () => Buffer.concat(chunks).toString('utf8'), exited };
}

async function waitUntilReady({ url, child, output }: SiteProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The site server exited with ${child.exitCode} before it was ready.\n${output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site server at ${url} was not ready within ${timeoutMs} ms.`);
}

export async function startSiteServer(options: Options): Promise<RunningSite> {
  const server = await spawnSiteServer(options);
  try {
    await waitUntilReady(server);
  } catch (error) {
    // A server that never became ready must not outlive the test that started it.
    server.child.kill('SIGKILL');
    throw error;
  }
  const { child, exited } = server;
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url: server.url,
    port: server.port,
    dataDir: options.dataDir,
    stop: end('SIGTERM'),
    kill: end('SIGKILL'),
    output: server.output,
  };
}
