/**
 * Directory groups on personal access tokens follow a session's rule: each single sign-on replaces them on
 * all of the owner's tokens, and they stop counting a session's lifetime after the sign-in that gave them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionLifetimeDays } from '@site/contract/signIn';
import { accessTokens, hashToken, type AccessTokens } from '@site/server/tokens/accessTokens';
import { migrateSiteTables } from '@site/server/store/migrate';
import type { SiteDatabase } from '@site/server/store/schema';

const dayMs = 24 * 60 * 60 * 1000;
const signedIn = new Date('2026-11-02T09:00:00.000Z');
const staffGroups = ['docs-staff'];
const ninetyDays = { name: 'assistant', expiresInDays: 90 } as const;

let dir: string;
let db: Kysely<SiteDatabase>;
let now: Date;
let tokens: AccessTokens;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tideline-token-groups-'));
  db = new Kysely<SiteDatabase>({ dialect: new LibsqlDialect({ url: `file:${path.join(dir, 'auth.db')}` }) });
  await migrateSiteTables(db);
  now = signedIn;
  tokens = accessTokens(db, () => now);
});

afterEach(async () => {
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("an access token's directory groups", () => {
  it('count while a session of the sign-in that gave them would last', async () => {
    const { token } = await tokens.create({ userId: 'pat', groups: staffGroups, groupsGivenAt: signedIn }, ninetyDays);
    now = later(signedIn, sessionLifetimeDays * dayMs - 1000);
    expect(await tokens.resolve(token)).toEqual({ userId: 'pat', groups: staffGroups });
  });

  it('no longer count once no single sign-on has renewed them within a session lifetime, while the token still works', async () => {
    const { token } = await tokens.create({ userId: 'pat', groups: staffGroups, groupsGivenAt: signedIn }, ninetyDays);
    now = later(signedIn, sessionLifetimeDays * dayMs);
    expect(await tokens.resolve(token)).toEqual({ userId: 'pat', groups: [] });
  });

  it('count from the sign-in, not from when the token was made', async () => {
    now = later(signedIn, 6 * dayMs);
    const { token } = await tokens.create({ userId: 'pat', groups: staffGroups, groupsGivenAt: signedIn }, ninetyDays);
    now = later(signedIn, sessionLifetimeDays * dayMs);
    expect((await tokens.resolve(token))?.groups).toEqual([]);
  });

  it('are replaced on all of the owner’s tokens by their next single sign-on, and only theirs', async () => {
    const first = await tokens.create({ userId: 'pat', groups: staffGroups, groupsGivenAt: signedIn }, ninetyDays);
    const second = await tokens.create({ userId: 'pat', groups: staffGroups, groupsGivenAt: signedIn }, ninetyDays);
    const colleague = await tokens.create({ userId: 'lee', groups: staffGroups, groupsGivenAt: signedIn }, ninetyDays);
    now = later(signedIn, dayMs);
    await tokens.replaceDirectoryGroups('pat', ['riverbend-operators']);
    expect((await tokens.resolve(first.token))?.groups).toEqual(['riverbend-operators']);
    expect((await tokens.resolve(second.token))?.groups).toEqual(['riverbend-operators']);
    expect((await tokens.resolve(colleague.token))?.groups).toEqual(staffGroups);
  });

  it('count a session lifetime from the latest single sign-on that renewed them', async () => {
    const { token } = await tokens.create({ userId: 'pat', groups: staffGroups, groupsGivenAt: signedIn }, ninetyDays);
    const renewed = later(signedIn, 5 * dayMs);
    now = renewed;
    await tokens.replaceDirectoryGroups('pat', staffGroups);
    now = later(renewed, sessionLifetimeDays * dayMs - 1000);
    expect((await tokens.resolve(token))?.groups).toEqual(staffGroups);
    now = later(renewed, sessionLifetimeDays * dayMs);
    expect((await tokens.resolve(token))?.groups).toEqual([]);
  });
});

describe('a token table made before groups could lapse', () => {
  async function oldTable(database: Kysely<SiteDatabase>): Promise<void> {
    await database.schema
      .createTable('access_token')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('groups', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
  }

  it('gains the column at start, and its tokens count their groups from when they were made', async () => {
    const oldDb = new Kysely<SiteDatabase>({ dialect: new LibsqlDialect({ url: `file:${path.join(dir, 'old.db')}` }) });
    try {
      await oldTable(oldDb);
      const created = '2026-11-01T12:00:00.000Z';
      const row = {
        user_id: 'pat',
        name: 'old',
        groups: JSON.stringify(staffGroups),
        created_at: created,
        expires_at: '2027-01-30T12:00:00.000Z',
        last_used_at: null,
      };
      // The old table has no groups_given_at column: insert without it.
      await oldDb
        .insertInto('access_token')
        .values({ ...row, id: 'staff-by-group', token_hash: hashToken('tdl_old-staff') } as never)
        .execute();
      await oldDb
        .insertInto('access_token')
        .values({ ...row, id: 'customer', groups: '[]', token_hash: hashToken('tdl_old-customer') } as never)
        .execute();

      await migrateSiteTables(oldDb);
      await migrateSiteTables(oldDb);

      const stored = await oldDb.selectFrom('access_token').select(['id', 'groups_given_at']).orderBy('id').execute();
      expect(stored).toEqual([
        { id: 'customer', groups_given_at: null },
        { id: 'staff-by-group', groups_given_at: created },
      ]);
      const tokensAt = (at: Date) => accessTokens(oldDb, () => at);
      expect((await tokensAt(later(new Date(created), dayMs)).resolve('tdl_old-staff'))?.groups).toEqual(staffGroups);
      expect(
        (await tokensAt(later(new Date(created), sessionLifetimeDays * dayMs)).resolve('tdl_old-staff'))?.groups,
      ).toEqual([]);
    } finally {
      await oldDb.destroy();
    }
  });
});
