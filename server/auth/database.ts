/**
 * The identity store: an embedded SQLite file (libsql) by default, PostgreSQL when DATABASE_URL is set
 * (the scale-out path: several stateless servers sharing one database).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { BetterAuthOptions } from 'better-auth';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import type { SiteDatabase } from '../store/schema.js';
import { openSqliteFile } from '../store/sqliteFile.js';

export interface IdentityStore {
  options: NonNullable<BetterAuthOptions['database']>;
  /** The same connection for the site's own tables (access tokens, consent, events), beside Better Auth's. */
  db: Kysely<SiteDatabase>;
  /** Where the store lives, for the start-up log (credentials removed). */
  description: string;
  /** Whether the store answers a trivial query now; false within the connection timeout when it is down. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Bounds on waiting for PostgreSQL. Without them a request waits as long as the operating system keeps
 * trying to connect (minutes) when the database is down or unreachable; with them it fails within seconds
 * and the reader is told the service is unavailable.
 */
export const postgresTimeouts = {
  connectMs: 3_000,
  statementMs: 5_000,
} as const;

export async function openIdentityStore(database: ServerConfig['database'], log: Logger): Promise<IdentityStore> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: postgresTimeouts.connectMs,
      statement_timeout: postgresTimeouts.statementMs,
      query_timeout: postgresTimeouts.statementMs + 1_000,
    });
    // An idle connection that breaks (PostgreSQL restarted or stopped) is reported here; unhandled, it would
    // end the process. The pool drops that connection and opens a new one for the next query.
    pool.on('error', (error) => log.warn({ err: error }, 'a PostgreSQL connection broke; the next query reconnects'));
    const db = new Kysely<SiteDatabase>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(database.url);
    return {
      options: { db, type: 'postgres' },
      db,
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      isReachable: () =>
        pool.query('SELECT 1').then(
          () => true,
          () => false,
        ),
      close: () => db.destroy(),
    };
  }
  await mkdir(path.dirname(database.file), { recursive: true });
  const client = openSqliteFile(database.file, { lockWaitMs: database.lockWaitMs });
  const db = new Kysely<SiteDatabase>({ dialect: new LibsqlDialect({ client }) });
  await sql`PRAGMA journal_mode = WAL`.execute(db);
  return {
    options: { db, type: 'sqlite' },
    db,
    description: `SQLite file ${database.file}`,
    // The file is local: if it could be opened at start, it is there.
    isReachable: async () => true,
    async close() {
      await db.destroy();
      // The dialect closes only a client it opened itself.
      client.close();
    },
  };
}
