/**
 * The site's API while another program writes to the SQLite identity store (`npm run users`, a second server on the
 * same file, a test ageing rows): the server's own write waits for that program's lock; when the lock is held past the
 * wait, the request is answered 503 in JSON (the API's error shape, or Better Auth's for sign-in), telling the reader
 * to try again, and nothing the other program wrote, nor anything the request would have removed, is lost.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenPaths } from '../../contract/accessTokens';
import { storeBusyMessage } from '../../server/auth/storeOutage';
import { openSqliteFile } from '../../server/store/sqliteFile';
import { createAccessToken } from './support/accessTokens';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { newestCodeFor, requestEmailCode, signIn } from './support/signIn';
import { holdWriteLock } from './support/writeLock';

// What the other program writes while it holds the lock: a row of its own, to look for afterwards.
const otherProgramsWrite = (note: string) =>
  `create table if not exists other_program (note text); insert into other_program values ('${note}');`;

let site: InProcessSite;
let storeFile: string;

beforeAll(async () => {
  // Longer than the other program holds the lock in the tests that wait for it, short enough to wait out quickly.
  site = await startInProcessSite({}, { sqliteLockWaitMs: 1_500 });
  storeFile = path.join(site.dataDir, 'auth.db');
});
afterAll(() => site.close());

async function otherProgramsNotes(): Promise<string[]> {
  const file = openSqliteFile(storeFile);
  try {
    return (await file.execute('select note from other_program order by rowid')).rows.map((row) => String(row.note));
  } finally {
    file.close();
  }
}

describe('revoking an access token while another program writes to the identity store', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(site, 'locked.out@tideline.example');
  });

  const createToken = async () => (await createAccessToken(site, cookie)).id;

  const revoke = (id: string) =>
    site.inject({ method: 'DELETE', url: accessTokenPaths.item(id), headers: { cookie, origin: site.url } });

  async function listedTokenIds(): Promise<string[]> {
    const listed = await site.inject({ url: accessTokenPaths.collection, headers: { cookie } });
    return listed.json<{ result: { id: string }[] }>().result.map((token) => token.id);
  }

  it('waits for the other program’s lock, then revokes the token', async () => {
    const id = await createToken();
    const lock = await holdWriteLock(storeFile, otherProgramsWrite('short'), { releaseAfterMs: 500 });
    const revoked = await revoke(id);
    await lock.release();
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(await listedTokenIds()).not.toContain(id);
    expect(await otherProgramsNotes()).toContain('short');
  });

  it('answers other requests while a revocation waits for the lock', async () => {
    const id = await createToken();
    const lock = await holdWriteLock(storeFile, otherProgramsWrite('meanwhile'));
    let healthChecksAnswered = 0;
    const askingForHealth = setInterval(() => {
      void site.inject({ url: '/healthz' }).then((answer) => {
        if (answer.statusCode === 200) healthChecksAnswered += 1;
      });
    }, 50);
    const answer = await revoke(id).finally(() => clearInterval(askingForHealth));
    await lock.release();
    expect(answer.statusCode).toBe(503);
    // The wait is 1.5 s: one check answered every 50 ms or so when waiting leaves the server free, hardly any when
    // libsql blocks the event loop for the whole wait.
    expect(healthChecksAnswered).toBeGreaterThan(10);
    expect((await revoke(id)).statusCode).toBe(204);
  });

  it('lists the live tokens while the clean-up of expired ones is locked out', async () => {
    const live = await createToken();
    const expired = await createToken();
    const file = openSqliteFile(storeFile);
    try {
      await file.execute({
        sql: 'update access_token set expires_at = ? where id = ?',
        args: ['2026-01-01T00:00:00.000Z', expired],
      });
    } finally {
      file.close();
    }
    const lock = await holdWriteLock(storeFile, otherProgramsWrite('while listing'));
    const listed = await listedTokenIds();
    await lock.release();
    expect(listed).toContain(live);
    expect(listed).not.toContain(expired);
  });

  it('answers 503 with a sentence to try again when the lock is held past the wait, and loses nothing', async () => {
    const id = await createToken();
    const lock = await holdWriteLock(storeFile, otherProgramsWrite('long'));
    const refused = await revoke(id);
    await lock.release();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ errors: [{ httpcode: 503, message: storeBusyMessage }] });
    expect(await otherProgramsNotes()).toContain('long');
    expect(await listedTokenIds()).toContain(id);
    expect((await revoke(id)).statusCode).toBe(204);
  });
});

it('asking for a sign-in code while the lock is held past the wait answers 503 in the sign-in form’s shape', async () => {
  const email = 'signing.in@example.com';
  const lock = await holdWriteLock(storeFile, otherProgramsWrite('during sign-in'));
  const refused = await requestEmailCode(site, email, '192.0.2.61');
  await lock.release();
  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toEqual({ code: 'STORE_BUSY', message: storeBusyMessage });
  expect(await otherProgramsNotes()).toContain('during sign-in');
  const sent = await requestEmailCode(site, email, '192.0.2.61');
  expect(sent.statusCode, sent.body).toBe(200);
  expect(await newestCodeFor(site, email)).toMatch(/^\d{6}$/);
});
