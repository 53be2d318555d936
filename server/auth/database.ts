/**
 * The identity store: an embedded SQLite file (libsql) by default, PostgreSQL when DATABASE_URL is set
 * (the scale-out path: several stateless servers sharing one database).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import pg from 'pg';
import type { BetterAuthOptions } from 'better-auth';
import type { ServerConfig } from '../config.js';

export interface IdentityStore {
  options: NonNullable<BetterAuthOptions['database']>;
  /** Where the store lives, for the start-up log (credentials removed). */
  description: string;
  close(): Promise<void>;
}

export async function openIdentityStore(database: ServerConfig['database']): Promise<IdentityStore> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    const url = new URL(database.url);
    return {
      options: pool,
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => pool.end(),
    };
  }
  await mkdir(path.dirname(database.file), { recursive: true });
  const dialect = new LibsqlDialect({ url: `file:${path.resolve(database.file)}` });
  return {
    options: { dialect, type: 'sqlite' },
    description: `SQLite file ${database.file}`,
    close: async () => {},
  };
}
