/**
 * A texted code kept as a hash still behaves as Better Auth's phone-number plugin does with the code itself: it
 * expires, and the row counts wrong codes up to the attempt limit (which holds across server instances, unlike the
 * site's own per-number lock in server/auth/smsSignIn.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { phoneNumber } from 'better-auth/plugins';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInCodeAttempts } from '@site/contract/signIn';
import { textedCodeHashing } from '@site/server/auth/textedCodes';

const texted = new Map<string, string>();
let dir: string;

function textedCodeAuth(file: string) {
  const hashing = textedCodeHashing('texted-codes-test-secret-of-32-characters', () => plugin.$ERROR_CODES);
  const plugin = phoneNumber({
    allowedAttempts: signInCodeAttempts,
    expiresIn: 60,
    sendOTP: ({ phoneNumber: to, code }) => void texted.set(to, code),
    verifyOTP: hashing.verifyOTP,
    signUpOnVerification: {
      getTempEmail: (number) => `${number.slice(1)}@phone.invalid`,
      getTempName: (number) => number,
    },
  });
  return betterAuth({
    baseURL: 'http://localhost:3000',
    secret: 'texted-codes-test-secret-of-32-characters',
    database: { dialect: new LibsqlDialect({ url: `file:${file}` }), type: 'sqlite' },
    telemetry: { enabled: false },
    logger: { disabled: true },
    rateLimit: { enabled: false },
    plugins: [plugin, hashing.plugin],
  });
}

let auth: ReturnType<typeof textedCodeAuth>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tideline-texted-codes-'));
  auth = textedCodeAuth(path.join(dir, 'auth.db'));
  await (await getMigrations(auth.options)).runMigrations();
});

afterAll(() => rm(dir, { recursive: true, force: true }));

async function sendCode(number: string): Promise<string> {
  await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: number } });
  return texted.get(number) ?? '';
}

const verify = (number: string, code: string) =>
  auth.api.verifyPhoneNumber({ body: { phoneNumber: number, code } }).then(
    () => 'signed in',
    (error: { body?: { code?: string } }) => error.body?.code,
  );

it('signs in with the texted code, once', async () => {
  const code = await sendCode('+447400100001');
  expect(await verify('+447400100001', code)).toBe('signed in');
  expect(await verify('+447400100001', code)).toBe('OTP_NOT_FOUND');
});

it(`refuses the right code after ${signInCodeAttempts} wrong ones`, async () => {
  const code = await sendCode('+447400100002');
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 0; attempt < signInCodeAttempts; attempt += 1)
    expect(await verify('+447400100002', wrong)).toBe('INVALID_OTP');
  expect(await verify('+447400100002', code)).toBe('TOO_MANY_ATTEMPTS');
});

it('refuses a code once it has expired', async () => {
  const code = await sendCode('+447400100003');
  const context = await auth.$context;
  await context.adapter.updateMany({
    model: 'verification',
    where: [{ field: 'identifier', value: 'phone-number-otp-+447400100003' }],
    update: { expiresAt: new Date(Date.now() - 1000) },
  });
  expect(await verify('+447400100003', code)).toBe('OTP_EXPIRED');
});
