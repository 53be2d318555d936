/**
 * A throwaway PostgreSQL server from Debian's packages for the scale-out test (scripts/test-prerequisites.ts
 * installs it), started on its own port and data directory, removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, chownSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { freePortSync } from './freePort';

export interface RunningPostgres {
  url: string;
  /** Stops the database server and removes its data. */
  stop(): void;
  /** Stops the database server (fast shutdown: open connections are cut), keeping its data and port. */
  pause(): void;
  /** Starts it again after `pause`, on the same port with the same data. */
  resume(): void;
}

function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

/**
 * Why PostgreSQL cannot run here, for the tests to skip with. In CI (`CI=true`) a skipped PostgreSQL test
 * would pass the run without testing the scale-out path, so there it is an error instead (`.ci/run` installs
 * PostgreSQL first).
 */
function unavailable(reason: string): { skipped: string } {
  if (process.env.CI === 'true') throw new Error(`PostgreSQL is required in CI (CI=true): ${reason}`);
  return { skipped: reason };
}

/** Where the cluster that the whole test run shares listens (set by startSharedCluster in the runner's global setup). */
const sharedClusterVariable = 'TIDELINE_TEST_POSTGRES_URL';

/**
 * A database of its own in the cluster the test run shares: no `initdb` per test. Its `pause` and `resume` would stop
 * every other test's database too, so they throw; a test that stops PostgreSQL asks for `ownCluster`.
 */
function databaseInSharedCluster(clusterUrl: string, binDir: string): RunningPostgres {
  const url = new URL(clusterUrl);
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const client = (binary: string) =>
    execFileSync(path.join(binDir, binary), ['-h', url.hostname, '-p', url.port, '-U', url.username, name], {
      stdio: 'pipe',
    });
  client('createdb');
  url.pathname = `/${name}`;
  const notOnShared = () => {
    throw new Error('A database in the shared cluster cannot be paused: start PostgreSQL with { ownCluster: true }.');
  };
  return {
    url: url.href,
    pause: notOnShared,
    resume: notOnShared,
    stop() {
      try {
        client('dropdb');
      } catch {
        // Still in use by a server that is shutting down: the cluster goes at the end of the run with it.
      }
    },
  };
}

/**
 * Starts the cluster the whole test run shares and tells the runner's workers where it is; returns its `stop`, or
 * undefined when PostgreSQL cannot run here (the tests then skip, or fail under CI).
 */
export function startSharedCluster(): (() => void) | undefined {
  const started = startPostgres({ ownCluster: true });
  if ('skipped' in started) return undefined;
  process.env[sharedClusterVariable] = started.url;
  return () => started.stop();
}

/**
 * A PostgreSQL database for a test: a new database in the run's shared cluster, or with `ownCluster` (or outside a
 * test run) a cluster of its own; or the reason it cannot run here (outside CI).
 */
export function startPostgres({ ownCluster = false } = {}): RunningPostgres | { skipped: string } {
  const sharedCluster = process.env[sharedClusterVariable];
  const sharedBinDir = findBinDir();
  if (!ownCluster && sharedCluster && sharedBinDir) return databaseInSharedCluster(sharedCluster, sharedBinDir);
  const port = freePortSync();
  const binDir = findBinDir();
  if (!binDir) return unavailable('PostgreSQL is not installed (scripts/test-prerequisites.ts installs it as root).');
  const asRoot = userInfo().uid === 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-pg-'));
  // PostgreSQL refuses to run as root; run it as Debian's postgres user then.
  const run = (binary: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir, binary), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(binDir, binary), args, { stdio: 'pipe' });
  const startServer = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stopServer = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  try {
    if (asRoot)
      chownSync(
        dataDir,
        Number(execFileSync('id', ['-u', 'postgres']).toString()),
        Number(execFileSync('id', ['-g', 'postgres']).toString()),
      );
    run('initdb', ['-D', dataDir, '-U', 'docs', '--auth=trust', '--no-sync']);
    startServer();
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'docs', 'tideline_docs']);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return unavailable(`PostgreSQL could not start: ${detail}`);
  }
  return {
    url: `postgres://docs@127.0.0.1:${port}/tideline_docs`,
    pause: () => void stopServer(),
    resume: () => void startServer(),
    stop() {
      try {
        stopServer();
      } catch {
        // Already stopped (a test that paused it failed before resuming); the data is removed all the same.
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
