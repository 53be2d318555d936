/**
 * Another program writing to the site's SQLite file, as `npm run users` or a second server on the same file does: it
 * takes the file's write lock (BEGIN IMMEDIATE), runs the SQL it is given, prints `held`, and commits when its standard
 * input ends or, if a time is given, after that many milliseconds. Run as a child process by ./writeLock.ts: a lock
 * held in the test's own process would be no test, since libsql waits for a lock synchronously and the holder could
 * never let go while the test's write waits.
 */
import { openSqliteFile } from '../../../server/store/sqliteFile';

async function holdWriteLock(file: string, statements: string, releaseAfterMs: number | undefined): Promise<void> {
  const client = openSqliteFile(file);
  const transaction = await client.transaction('write');
  await transaction.executeMultiple(statements);
  process.stdout.write('held\n');
  await new Promise<void>((release) => {
    process.stdin.on('end', release).resume();
    if (releaseAfterMs !== undefined) setTimeout(release, releaseAfterMs);
  });
  await transaction.commit();
  client.close();
}

const [file, statements, releaseAfter] = process.argv.slice(2);
if (!file || !statements) {
  process.stderr.write('Usage: holdWriteLock.ts <database file> <SQL to run under the lock> [release after ms]\n');
  process.exit(2);
}
holdWriteLock(file, statements, releaseAfter === undefined ? undefined : Number(releaseAfter)).catch(
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
