/**
 * The per-phone limits of texted sign-in, counted in the identity store: two server instances over one SQLite file
 * (as several behind a load balancer share one database) count every text and code entry together.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betterAuthPaths, signInCodeAttempts, signInPaths } from '../../contract/signIn';
import { smsSignInMessages, textsPerWindow } from '../../server/auth/smsSignIn';
import { outboxInbox, seenTexts, textedCode, waitForText } from '../e2e/support/textMessages';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { postFromSite } from './support/signIn';

/** Limits per client address and per handle that would stop these tests before the limits they are about. */
const roomyLimits = { AUTH_RATE_LIMIT_MAX: '1000', AUTH_HANDLE_RATE_LIMIT_MAX: '50' };

const askForCode = (site: InProcessSite, phoneNumber: string) =>
  postFromSite(site, `${signInPaths.auth}${betterAuthPaths.smsCode.send}`, { phoneNumber });
const enterCode = (site: InProcessSite, phoneNumber: string, code: string) =>
  postFromSite(site, `${signInPaths.auth}${betterAuthPaths.smsCode.verify}`, { phoneNumber, code });

describe('two server instances over one database', () => {
  let first: InProcessSite;
  let second: InProcessSite;
  beforeAll(async () => {
    first = await startInProcessSite(roomyLimits);
    second = await startInProcessSite({ ...roomyLimits, DATA_DIR: first.dataDir });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('lock a number after wrong codes entered at either of them', async () => {
    const phone = '+447400100301';
    const inbox = outboxInbox(path.join(first.dataDir, 'sms-outbox'));
    const seen = await seenTexts(inbox);
    expect((await askForCode(first, phone)).statusCode).toBe(200);
    const code = textedCode(await waitForText(inbox, phone, seen));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let entry = 0; entry < signInCodeAttempts; entry += 1) {
      const instance = entry % 2 === 0 ? first : second;
      expect((await enterCode(instance, phone, wrong)).statusCode).toBe(400);
    }
    const right = await enterCode(second, phone, code);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: smsSignInMessages.locked });
    const fresh = await askForCode(first, phone);
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('count the texts to one number that either of them sends', async () => {
    const phone = '+447400100302';
    for (let text = 0; text < textsPerWindow; text += 1) {
      const instance = text % 2 === 0 ? first : second;
      expect((await askForCode(instance, phone)).statusCode).toBe(200);
    }
    const refused = await askForCode(first, phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_TEXTS', message: smsSignInMessages.tooManyTexts });
  });
});
