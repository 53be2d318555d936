/**
 * The identity store: an embedded SQLite file (libsql) by default, PostgreSQL when DATABASE_URL is set
 * (the scale-out path: several stateless servers sharing one database).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { BetterAuthOptions } from 'better-auth';
import type { ServerConfig } from '../config.js';
import type { SiteDatabase } from '../store/schema.js';

export interface IdentityStore {
  options: NonNullable<BetterAuthOptions['database']>;
  /** The same connection for the site's own tables (access tokens, consent, events), beside Better Auth's. */
  db: Kysely<SiteDatabase>;
  /** Where the store lives, for the start-up log (credentials removed). */
  description: string;
  close(): Promise<void>;
}

export async function openIdentityStore(database: ServerConfig['database']): Promise<IdentityStore> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    const db = new Kysely<SiteDatabase>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(database.url);
    return {
      options: { db, type: 'postgres' },
      db,
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => db.destroy(),
    };
  }
  await mkdir(path.dirname(database.file), { recursive: true });
  const db = new Kysely<SiteDatabase>({ dialect: new LibsqlDialect({ url: `file:${path.resolve(database.file)}` }) });
  return {
    options: { db, type: 'sqlite' },
    db,
    description: `SQLite file ${database.file}`,
    close: () => db.destroy(),
  };
}
