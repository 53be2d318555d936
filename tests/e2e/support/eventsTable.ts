/** Reads the test server's analytics_event table directly, to see what was (not) stored. */
import { openIdentityStore } from './identityStore';

export async function storedEvents(where: string, args: string[]): Promise<number> {
  const database = await openIdentityStore();
  try {
    const result = await database.execute({ sql: `select count(*) as n from analytics_event where ${where}`, args });
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await database.close();
  }
}
