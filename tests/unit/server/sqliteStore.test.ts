/**
 * The embedded identity store under concurrent use: a transaction holds a connection of its own, and a read meanwhile
 * (every page view reads the session) must be answered, not fail with SQLITE_BUSY, which answered a page view with a
 * 500 while someone else signed in.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openIdentityStore, type IdentityStore } from '../../../server/auth/database';

let folder: string;
let store: IdentityStore;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'tideline-sqlite-'));
  store = await openIdentityStore({ kind: 'sqlite', file: path.join(folder, 'auth.db') }, pino({ enabled: false }));
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
