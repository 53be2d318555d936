/**
 * The embedded identity store under concurrent use: a transaction holds a connection of its own, and a read meanwhile
 * (every page view reads the session) must be answered, not fail with SQLITE_BUSY, which answered a page view with a
 * 500 while someone else signed in. A write while another program writes to the file (`npm run users`, a test's own
 * connection) waits for that program's lock rather than failing at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openIdentityStore, type IdentityStore } from '../../../server/auth/database';
import { isLockWaitExceeded } from '../../../server/store/sqliteFile';
import { holdWriteLock } from '../../server/support/writeLock';

let folder: string;
let file: string;
let store: IdentityStore;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'tideline-sqlite-'));
  file = path.join(folder, 'auth.db');
  // Longer than the other program holds the lock in the tests that wait for it, short enough to wait out quickly.
  store = await openIdentityStore({ kind: 'sqlite', file, lockWaitMs: 1_500 }, pino({ enabled: false }));
  await sql`create table note (text text)`.execute(store.db);
});

afterEach(async () => {
  await store.close();
  await rm(folder, { recursive: true, force: true });
});

it('a read is answered while another connection holds a write transaction open', async () => {
  let releaseTransaction = () => {};
  const transactionHeld = new Promise<void>((resolve) => (releaseTransaction = resolve));
  let transactionWrote = () => {};
  const wrote = new Promise<void>((resolve) => (transactionWrote = resolve));
  const transaction = store.db.transaction().execute(async (trx) => {
    // More than the connection's page cache holds (2 MB by default): SQLite then writes to the file before commit.
    await sql`insert into note values (${'x'.repeat(8 * 1024 * 1024)})`.execute(trx);
    transactionWrote();
    await transactionHeld;
  });
  await wrote;
  const read = await sql<{ count: number }>`select count(*) as count from note`.execute(store.db);
  expect(read.rows[0]?.count).toBe(0);
  releaseTransaction();
  await transaction;
});

/** Notes in the order they were written. */
const notes = async () => (await sql<{ text: string }>`select text from note order by rowid`.execute(store.db)).rows;

// The write records how many notes it saw: one means it ran after the other program's commit, as waiting does.
const noteAfterTheOthers = sql`insert into note select 'written after ' || count(*) from note`;

it('a write while another program holds the write lock waits for its commit, then lands', async () => {
  const lock = await holdWriteLock(file, "insert into note values ('the other program')", { releaseAfterMs: 500 });
  await noteAfterTheOthers.execute(store.db);
  await lock.release();
  expect(await notes()).toEqual([{ text: 'the other program' }, { text: 'written after 1' }]);
});

it('a write waiting for the lock leaves the event loop free: timers and other requests run meanwhile', async () => {
  const lock = await holdWriteLock(file, "insert into note values ('the other program')", { releaseAfterMs: 500 });
  let ticks = 0;
  const ticking = setInterval(() => {
    ticks += 1;
  }, 10);
  try {
    await noteAfterTheOthers.execute(store.db);
  } finally {
    clearInterval(ticking);
  }
  await lock.release();
  // Half a second of waiting: dozens of ticks when the wait is asynchronous, none when libsql blocks for the lock.
  expect(ticks).toBeGreaterThan(5);
  expect(await notes()).toEqual([{ text: 'the other program' }, { text: 'written after 1' }]);
});

it('a write after a transaction waits too, on whichever connection the client uses next', async () => {
  await store.db.transaction().execute((trx) => sql`insert into note values ('in a transaction')`.execute(trx));
  const lock = await holdWriteLock(file, "insert into note values ('the other program')", { releaseAfterMs: 500 });
  await noteAfterTheOthers.execute(store.db);
  await lock.release();
  expect(await notes()).toEqual([
    { text: 'in a transaction' },
    { text: 'the other program' },
    { text: 'written after 2' },
  ]);
});

it('a write that gives up on the lock fails as a lock failure, and the store then sees and writes past the other program', async () => {
  await sql`insert into note values ('before')`.execute(store.db);
  const lock = await holdWriteLock(file, "insert into note values ('the other program')");
  const failure = await noteAfterTheOthers.execute(store.db).then(
    () => undefined,
    (error: unknown) => error,
  );
  // A read right after the failure, as a request's next step would make, while the lock is still held.
  expect(await notes()).toEqual([{ text: 'before' }]);
  await lock.release();
  expect(isLockWaitExceeded(failure)).toBe(true);
  expect(await notes()).toEqual([{ text: 'before' }, { text: 'the other program' }]);
  await noteAfterTheOthers.execute(store.db);
  expect(await notes()).toEqual([{ text: 'before' }, { text: 'the other program' }, { text: 'written after 2' }]);
});

it('reads made while a locked-out write replaces the connections are answered, not failed with CLIENT_CLOSED', async () => {
  await sql`insert into note values ('before')`.execute(store.db);
  const lock = await holdWriteLock(file, "insert into note values ('the other program')");
  const write = noteAfterTheOthers.execute(store.db).then(
    () => 'written',
    (error: unknown) => (isLockWaitExceeded(error) ? 'locked out' : error),
  );
  // More reads at once than the client's pool has connections, again and again while the write keeps replacing them.
  const reads: Promise<unknown>[] = [];
  for (let round = 0; round < 10; round += 1) {
    for (let read = 0; read < 30; read += 1) reads.push(notes());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const answers = await Promise.allSettled(reads);
  expect(await write).toBe('locked out');
  await lock.release();
  expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
});
