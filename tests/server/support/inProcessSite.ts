/**
 * The real site server, assembled in this process as `server/main.ts` assembles it (server/siteServer.ts), over the
 * real builds in build/ and a real SQLite file in a scratch folder, answering requests through Fastify's `inject`:
 * no process, no port, no waiting for a server to start. Mail and texts go to outbox folders that tests read.
 * Tests that need a separate process (a server killed mid-sign-in, a restart, SMTP, SMPP, OIDC) use tests/e2e.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type ServerConfig } from '../../../server/config.js';
import { createLogger } from '../../../server/logging.js';
import { assembleSiteServer, type SiteServer } from '../../../server/siteServer.js';

export const repositoryRoot = path.resolve(__dirname, '../../..');

export interface InProcessSite {
  config: ServerConfig;
  /** The address readers use, for Origin headers and links: requests never go over the network. */
  url: string;
  dataDir: string;
  server: SiteServer;
  /** Answers one request; `remoteAddress` stands for the client's address. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Every line the server logged so far, as written (JSON). */
  logText(): string;
  close(): Promise<void>;
}

/** The settings every in-process site starts with; a test's own `env` goes over them. */
const testDefaults: Readonly<Record<string, string>> = {
  HOST: 'localhost',
  PORT: '3000',
  SKIP_BUILD: '1',
  LOG_LEVEL: 'info',
};

/**
 * Starts the site in this process with the test defaults and `env`; `sqliteLockWaitMs` shortens how long the SQLite
 * store tries for another program's lock, for tests that wait it out.
 */
export async function startInProcessSite(
  env: Readonly<Record<string, string>> = {},
  { sqliteLockWaitMs }: { sqliteLockWaitMs?: number } = {},
): Promise<InProcessSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tideline-site-'));
  const loaded = loadConfig({
    ...testDefaults,
    BUILD_DIR: path.join(repositoryRoot, 'build'),
    DATA_DIR: dataDir,
    ...env,
  });
  const config =
    sqliteLockWaitMs !== undefined && loaded.database.kind === 'sqlite'
      ? { ...loaded, database: { ...loaded.database, lockWaitMs: sqliteLockWaitMs } }
      : loaded;
  const logged: string[] = [];
  const logSink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  });
  const server = await assembleSiteServer(config, createLogger(config.logLevel, logSink));
  await server.app.ready();
  return {
    config,
    url: config.publicUrl,
    dataDir,
    server,
    inject: (options) => server.app.inject(options),
    logText: () => logged.join(''),
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
