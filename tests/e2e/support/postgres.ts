/**
 * A throwaway PostgreSQL server from Debian's packages for the scale-out test (scripts/test-prerequisites.ts
 * installs it), started on its own port and data directory, removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, chownSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
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

/** Starts PostgreSQL, or returns the reason it cannot run here (outside CI). */
export function startPostgres(): RunningPostgres | { skipped: string } {
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
    run('pg_ctl', ['-D', dataDir, '-w', '-l', path.join(dataDir, 'server.log'), '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stopServer = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  try {
    if (asRoot) chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
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
