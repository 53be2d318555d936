/**
 * The test stack's identity store (a libsql file), opened beside the running server to read or age its rows, through
 * the server's own driver (Kysely with the libsql dialect), so a test reads the file as the server writes it.
 */
import path from 'node:path';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { CompiledQuery, Kysely } from 'kysely';
import { testServer } from './testServer';

/** One statement with `?` placeholders and the values for them. */
interface Statement {
  sql: string;
  args?: readonly unknown[];
}

export interface IdentityStoreFile {
  execute(statement: Statement | string): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/** The store of the shared test stack, or of the site server whose data folder is `dataDir`. */
export async function openIdentityStore(dataDir = testServer.dataDir): Promise<IdentityStoreFile> {
  // The tables are Better Auth's and the site's, read with plain SQL: no schema type to give Kysely.
  const db = new Kysely<Record<string, never>>({
    dialect: new LibsqlDialect({ url: `file:${path.join(dataDir, 'auth.db')}` }),
  });
  const execute = async (statement: Statement | string) => {
    const { sql, args = [] } = typeof statement === 'string' ? { sql: statement } : statement;
    const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(sql, [...args]));
    return { rows: [...rows] };
  };
  // The server writes to the same file while other tests sign in; wait for its lock instead of failing with SQLITE_BUSY.
  await execute('PRAGMA busy_timeout = 5000');
  return { execute, close: () => db.destroy() };
}
