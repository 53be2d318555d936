/** Reads the test server's analytics_event table directly, to see what was (not) stored. */
import path from 'node:path';
import { createClient } from '@libsql/client';
import { testServer } from './testServer';

export async function storedEvents(where: string, args: string[]): Promise<number> {
  const database = createClient({ url: `file:${path.join(testServer.dataDir, 'auth.db')}` });
  try {
    // The server writes to the same file; wait for its lock instead of failing with SQLITE_BUSY.
    await database.execute('PRAGMA busy_timeout = 5000');
    const result = await database.execute({ sql: `select count(*) as n from analytics_event where ${where}`, args });
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    database.close();
  }
}
