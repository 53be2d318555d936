/**
 * How the site connects to its SQLite file (the identity store when DATABASE_URL is not set). Other programs write to
 * the same file: `npm run users` while the server runs, a second server on one file, a test reading or ageing rows.
 * SQLite lets one connection write at a time, and by default a second writer fails at once with SQLITE_BUSY; a
 * statement run here tries again for the lock instead, for up to `sqliteLockWaitMs`.
 *
 * libsql waits for a lock synchronously, holding the server's event loop: no page, no health check, no other request
 * is answered meanwhile. So each attempt blocks for a few milliseconds at most (the client's `timeout`, which
 * @libsql/client sets on every connection it opens, unlike a `PRAGMA busy_timeout`, which holds on one connection
 * only), and the waiting between attempts is asynchronous. A statement still locked out at the end fails with
 * SQLITE_BUSY, which the server answers 503 (`isLockWaitExceeded`).
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type Client } from '@libsql/client';

/** How long a statement keeps trying for another connection's lock on the file before failing. */
const sqliteLockWaitMs = 5_000;

/** How long one attempt may hold the event loop waiting for the lock. */
const lockAttemptMs = 20;

/** The pause between attempts, during which the server answers other requests. */
const pauseBetweenAttemptsMs = 40;

/** Whether `error`, or an error it wraps, is SQLite giving up on a lock another connection held. */
export function isLockWaitExceeded(error: unknown): boolean {
  return codesOf(error).some((code) => code.startsWith('SQLITE_BUSY'));
}

/**
 * A connection closed under a statement before it ran: `reconnect` (below) closes every connection of the client,
 * including those other requests had borrowed and not yet used.
 */
const wasClosedBeforeRunning = (error: unknown, client: Client) =>
  !client.closed && codesOf(error).includes('CLIENT_CLOSED');

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let cause = error;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code } = cause as { code?: unknown };
    // SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_TIMEOUT...), CLIENT_CLOSED.
    if (typeof code === 'string') codes.push(code);
    cause = (cause as { cause?: unknown }).cause;
  }
  return codes;
}

/**
 * The client's calls that run one statement, or a batch in one transaction: one that failed for the lock made no
 * change, so running it again is safe.
 */
const retriedCalls: ReadonlySet<PropertyKey> = new Set(['execute', 'batch']);

/** The client's other calls that run statements on a connection of its pool. */
const otherStatementCalls: ReadonlySet<PropertyKey> = new Set(['executeMultiple', 'migrate', 'transaction']);

/**
 * Tries a retried call again until `lockWaitMs` has passed, and replaces the client's connections after any lock
 * failure: libsql (0.5) leaves a statement that failed with SQLITE_BUSY in progress until the garbage collector
 * finalizes it, and the connection keeps that statement's read snapshot, so its later reads miss what others committed
 * since, and its later writes fail at once with SQLITE_BUSY_SNAPSHOT, lock or no lock (`reconnect`, as
 * libsql-client-ts issue 352 advises until the binding resets a failed statement). A transaction still open on this
 * client at that moment loses its connection and fails; the server opens none on SQLite.
 */
function waitingForLocks(client: Client, lockWaitMs: number): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const call = value as (...args: unknown[]) => Promise<unknown>;
      if (retriedCalls.has(property))
        return async (...args: unknown[]) => {
          const giveUpAt = Date.now() + lockWaitMs;
          for (;;) {
            try {
              return await call.apply(target, args);
            } catch (error) {
              const lockedOut = isLockWaitExceeded(error);
              if (!lockedOut && !wasClosedBeforeRunning(error, target)) throw error;
              if (lockedOut) await target.reconnect();
              if (Date.now() >= giveUpAt) throw error;
              await sleep(pauseBetweenAttemptsMs);
            }
          }
        };
      if (otherStatementCalls.has(property))
        return async (...args: unknown[]) => {
          try {
            return await call.apply(target, args);
          } catch (error) {
            if (isLockWaitExceeded(error)) await target.reconnect();
            throw error;
          }
        };
      return call.bind(target);
    },
  });
}

export function openSqliteFile(file: string, { lockWaitMs = sqliteLockWaitMs } = {}): Client {
  // An absolute path: reconnecting opens the path again, and must find the same file whatever the working folder.
  return waitingForLocks(createClient({ url: `file:${path.resolve(file)}`, timeout: lockAttemptMs }), lockWaitMs);
}
