/**
 * Servers sharing one PostgreSQL database (behind a load balancer) often start together, and each brings the tables up
 * to date at start: two doing it at once collide ('relation "verification" already exists'), and one server stops. A
 * PostgreSQL advisory lock makes them take turns; the second finds the tables made. A SQLite file has one server.
 */
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { SiteDatabase } from './schema.js';

/** Any fixed number, the same in every server of this site: the advisory lock's name. */
const migrationLockKey = 7_261_043_913;

/** Runs `migrate` while no other server sharing the database runs its own. */
export async function inMigrationTurn(
  db: Kysely<SiteDatabase>,
  databaseKind: ServerConfig['database']['kind'],
  migrate: () => Promise<void>,
): Promise<void> {
  if (databaseKind !== 'postgres') return migrate();
  // The lock belongs to a session: taken and released on one reserved connection, while the migration uses others.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${migrationLockKey})`.execute(connection);
    try {
      await migrate();
    } finally {
      await sql`select pg_advisory_unlock(${migrationLockKey})`.execute(connection);
    }
  });
}
