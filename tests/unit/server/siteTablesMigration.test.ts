/**
 * The site's own tables are brought up to date at every start, by every instance: several servers sharing one
 * identity store may start at the same moment.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { migrateSiteTables } from '@site/server/store/migrate';
import type { SiteDatabase } from '@site/server/store/schema';

let dir: string;
const opened: Kysely<SiteDatabase>[] = [];

function openStore(): Kysely<SiteDatabase> {
  const db = new Kysely<SiteDatabase>({ dialect: new LibsqlDialect({ url: `file:${path.join(dir, 'auth.db')}` }) });
  opened.push(db);
  return db;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tideline-site-tables-'));
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  await rm(dir, { recursive: true, force: true });
});

it('two servers starting at once on a store made before tokens had groups_given_at both start, and old tokens get it', async () => {
  const before = openStore();
  await sql`create table access_token (id text primary key, user_id text not null, name text not null, token_hash text not null unique,
    groups text not null, created_at text not null, expires_at text not null, last_used_at text)`.execute(before);
  await sql`insert into access_token values ('t1', 'pat', 'assistant', 'hash', '["docs-staff"]', '2026-11-02T09:00:00.000Z', '2027-01-31T09:00:00.000Z', null)`.execute(
    before,
  );

  await expect(Promise.all([migrateSiteTables(openStore()), migrateSiteTables(openStore())])).resolves.toBeDefined();

  const token = await before.selectFrom('access_token').select(['groups_given_at']).where('id', '=', 't1').executeTakeFirstOrThrow();
  expect(token.groups_given_at).toBe('2026-11-02T09:00:00.000Z');
});
