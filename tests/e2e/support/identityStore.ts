/** The test stack's identity store (a libsql file), opened beside the running server to read or age its rows. */
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { testServer } from './testServer';

/** The store of the shared test stack, or of the site server whose data folder is `dataDir`. */
export async function openIdentityStore(dataDir = testServer.dataDir): Promise<Client> {
  const database = createClient({ url: `file:${path.join(dataDir, 'auth.db')}` });
  // The server writes to the same file while other tests sign in; wait for its lock instead of failing with SQLITE_BUSY.
  await database.execute('PRAGMA busy_timeout = 5000');
  return database;
}
