import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  consumeHandleAllowance,
  handleKey,
  handleRateLimit,
  type CountStore,
  type Handle,
} from '@site/server/auth/handleRateLimit';

const limit = { max: 3, windowSeconds: 900 };

/** The identity store the server uses (a SQLite file through Better Auth's adapter), with the limit's table. */
async function identityStore(): Promise<CountStore> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'handle-limit-')), 'auth.db');
  const auth = betterAuth({
    baseURL: 'http://localhost:3000',
    secret: 'a-test-secret-of-at-least-32-characters',
    database: { dialect: new LibsqlDialect({ url: `file:${file}` }), type: 'sqlite' },
    telemetry: { enabled: false },
    logger: { disabled: true },
    plugins: [handleRateLimit(limit)],
  });
  await (await getMigrations(auth.options)).runMigrations();
  return (await auth.$context).adapter;
}

const email = (value: string): Handle => ({ type: 'email_address', value });
const phone = (value: string): Handle => ({ type: 'phone_number', value });

describe('the key of a handle', () => {
  it.each([
    ['an address as typed', 'Victim@RiverBend.example', 'email_address:victim@riverbend.example'],
    ['an address with spaces around it', '  victim@riverbend.example ', 'email_address:victim@riverbend.example'],
    ['a sub-address of the same inbox', 'victim+codes@riverbend.example', 'email_address:victim@riverbend.example'],
    ['a Gmail address with dots', 'v.i.c.t.i.m@gmail.com', 'email_address:victim@gmail.com'],
    ['the same Gmail inbox at googlemail.com', 'Victim+x@GoogleMail.com', 'email_address:victim@gmail.com'],
  ])('counts %s as its inbox', (_case, value, key) => {
    expect(handleKey(email(value))).toBe(key);
  });

  it.each([
    ['international format', '+44 7700 900123'],
    ['with punctuation', '+44 (0)7700-900-123'],
    ['E.164', '+447700900123'],
  ])('counts a phone number in %s as one phone', (_case, value) => {
    expect(handleKey(phone(value))).toBe('phone_number:+447700900123');
  });

  it('has no key for what is not an address or a number, which the endpoint refuses anyway', () => {
    expect(handleKey(email('not-an-address'))).toBeUndefined();
    expect(handleKey(email('+tag@riverbend.example'))).toBeUndefined();
    expect(handleKey(phone('call me'))).toBeUndefined();
  });
});

describe('sign-in messages per handle', () => {
  let adapter: CountStore;
  beforeAll(async () => {
    adapter = await identityStore();
  });

  it('allows the limit, then refuses until the window has passed', async () => {
    const victim = email('first@riverbend.example');
    const start = Date.UTC(2026, 10, 23, 9, 0, 0);
    for (let message = 0; message < limit.max; message += 1) {
      expect(await consumeHandleAllowance(adapter, victim, limit, start + message * 1000)).toEqual({ allowed: true });
    }
    expect(await consumeHandleAllowance(adapter, victim, limit, start + 60_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 840,
    });
    expect(await consumeHandleAllowance(adapter, victim, limit, start + 900_000)).toEqual({ allowed: true });
  });

  it('counts every spelling and sub-address of one inbox together', async () => {
    const now = Date.now();
    for (const spelling of ['second@riverbend.example', 'Second@riverbend.example', 'second+1@RIVERBEND.example']) {
      expect((await consumeHandleAllowance(adapter, email(spelling), limit, now)).allowed).toBe(true);
    }
    expect((await consumeHandleAllowance(adapter, email('second+2@riverbend.example'), limit, now)).allowed).toBe(
      false,
    );
  });

  it('counts each phone number on its own, however it is written', async () => {
    const now = Date.now();
    for (const spelling of ['+44 7700 900456', '+447700900456', '+44 (0)7700 900456']) {
      expect((await consumeHandleAllowance(adapter, phone(spelling), limit, now)).allowed).toBe(true);
    }
    expect((await consumeHandleAllowance(adapter, phone('+447700900456'), limit, now)).allowed).toBe(false);
    expect((await consumeHandleAllowance(adapter, phone('+447700900457'), limit, now)).allowed).toBe(true);
  });

  it('never lets more through than the limit when requests arrive at once', async () => {
    const now = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => consumeHandleAllowance(adapter, email('burst@riverbend.example'), limit, now)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(limit.max);
  });
});
