/** The test stack's identity store (a libsql file), opened beside the running server to read or age its rows. */
import path from 'node:path';
import type { Client } from '@libsql/client';
import { openSqliteFile } from '../../../server/store/sqliteFile';
import { testServer } from './testServer';

/**
 * The store of the shared test stack, or of the site server whose data folder is `dataDir`. The server writes to the
 * same file while other tests sign in: this connection waits for its lock as the server's own do, and the server's
 * wait for this one's.
 */
export async function openIdentityStore(dataDir = testServer.dataDir): Promise<Client> {
  return openSqliteFile(path.join(dataDir, 'auth.db'));
}
