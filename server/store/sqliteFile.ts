/**
 * How the site connects to its SQLite file (the identity store when DATABASE_URL is not set). Other programs write to
 * the same file: `npm run users` while the server runs, a second server on one file, a test reading or ageing rows.
 * SQLite lets one connection write at a time, and by default a second writer fails at once with SQLITE_BUSY; every
 * connection opened here waits for the lock instead, up to `sqliteLockWaitMs`.
 *
 * The wait is the client's `timeout`, which @libsql/client sets on every connection it opens. A `PRAGMA busy_timeout`
 * run once after opening is not enough: it holds on one connection only, and the client opens others (the 0.8 client
 * that @libsql/kysely-libsql brought handed its connection to each transaction and opened a new one, without the
 * pragma, for every query after it).
 *
 * libsql waits synchronously, so a waiting write holds the server's event loop: the bound is seconds, and a write still
 * locked out after it fails with SQLITE_BUSY, which the server answers 503 (`isLockWaitExceeded`).
 */
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';

/** How long a statement waits for another connection's lock on the file before failing. */
const sqliteLockWaitMs = 5_000;

/** Whether `error`, or an error it wraps, is SQLite giving up on a lock another connection held past the wait. */
export function isLockWaitExceeded(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code } = cause as { code?: unknown };
    // SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_TIMEOUT...).
    if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The client's calls that run statements on a connection of its pool. */
const statementCalls: ReadonlySet<PropertyKey> = new Set([
  'execute',
  'batch',
  'executeMultiple',
  'migrate',
  'transaction',
]);

/**
 * libsql (0.5) leaves a statement that failed with SQLITE_BUSY in progress until the garbage collector finalizes it,
 * and the connection keeps that statement's read snapshot: its later reads miss what others committed since, and its
 * later writes fail at once with SQLITE_BUSY_SNAPSHOT, lock or no lock. After such a failure the client's connections
 * are replaced (`reconnect`, as libsql-client-ts issue 352 advises until the binding resets a failed statement); the
 * next call opens a fresh one. A transaction still open on this client at that moment loses its connection and fails.
 */
function replacingConnectionsAfterLockFailures(client: Client): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const call = value as (...args: unknown[]) => unknown;
      if (!statementCalls.has(property)) return call.bind(target);
      return async (...args: unknown[]) => {
        try {
          return await call.apply(target, args);
        } catch (error) {
          if (isLockWaitExceeded(error)) await target.reconnect();
          throw error;
        }
      };
    },
  });
}

export function openSqliteFile(file: string): Client {
  // An absolute path: reconnecting opens the path again, and must find the same file whatever the working folder.
  return replacingConnectionsAfterLockFailures(
    createClient({ url: `file:${path.resolve(file)}`, timeout: sqliteLockWaitMs }),
  );
}
