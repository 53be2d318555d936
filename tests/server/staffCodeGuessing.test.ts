import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { signInPaths } from '../../contract/signIn';
import { codeEntryMessages } from '../../server/auth/codeEntryBudget';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { asksForLinkFirst, codeIn } from '../e2e/support/mailbox';
import {
  cookieHeaderOf,
  enterEmailCode,
  newestCodeFor,
  newestMailFor,
  postFromSite,
  requestEmailCode,
  signIn,
  signInWithLink,
} from './support/signIn';

const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

/** An account for `email`, as `npm run users -- add` or a first sign-in with the link opens one. */
async function openAccount(site: InProcessSite, email: string): Promise<void> {
  const context = await site.server.auth.$context;
  await context.internalAdapter.createUser({ email, emailVerified: true, name: '' }, { method: 'admin' });
}

async function me(site: InProcessSite, cookie: string) {
  const response = await site.inject({ url: signInPaths.session, headers: { cookie } });
  return response.json<{ me: { staff: boolean } | null }>().me;
}

describe('a code at a staff domain', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it('is never sent to a staff address without an account: its mail says to use the link', async () => {
    const newcomer = 'made-up-newcomer@tideline.example';
    const asked = await requestEmailCode(site, newcomer);
    // The same answer as for any address, so asking tells an outsider nothing about which staff addresses exist.
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual((await requestEmailCode(site, 'linked-first@tideline-water.example')).json());
    const mail = await newestMailFor(site, newcomer);
    expect(asksForLinkFirst(mail)).toBe(true);
    expect(mail.text).toContain('choose "email link"');
    expect(codeIn(mail)).toBeUndefined();
    const entered = await enterEmailCode(site, newcomer, '123456');
    expect(entered.statusCode).toBe(400);
    expect(entered.json()).toMatchObject({ code: 'INVALID_OTP' });
    expect(cookieHeaderOf(entered)).not.toContain('session_token=');
  });

  it('answers guesses for a staff address without an account as for one with an account, expired codes too', async () => {
    const member = 'has-an-account@tideline.example';
    const newcomer = 'has-no-account@tideline.example';
    await openAccount(site, member);
    const answers = async (email: string) => {
      await requestEmailCode(site, email);
      const wrong = (await enterEmailCode(site, email, '000000')).json<{ code: string }>().code;
      // The code's lifetime runs out, as it would after five minutes.
      const context = await site.server.auth.$context;
      await context.adapter.update({
        model: 'verification',
        where: [{ field: 'identifier', value: `sign-in-otp-${email}` }],
        update: { expiresAt: new Date(Date.now() - 1000) },
      });
      const expired = (await enterEmailCode(site, email, '000000')).json<{ code: string }>().code;
      return { wrong, expired };
    };
    const forMember = await answers(member);
    expect(forMember).toEqual({ wrong: 'INVALID_OTP', expired: 'OTP_EXPIRED' });
    expect(await answers(newcomer)).toEqual(forMember);
  });

  it('signs in a staff member whose first sign-in was the e-mailed link', async () => {
    const member = 'linked-first@tideline-water.example';
    expect(await me(site, await signInWithLink(site, member))).toMatchObject({ staff: true });
    expect((await requestEmailCode(site, member)).statusCode).toBe(200);
    const entered = await enterEmailCode(site, member, await newestCodeFor(site, member));
    expect(entered.statusCode).toBe(200);
    expect(await me(site, cookieHeaderOf(entered))).toMatchObject({ staff: true });
  });

  it('still opens a customer account on a first sign-in', async () => {
    expect(await me(site, await signIn(site, 'first-time@riverbend.example'))).toMatchObject({ staff: false });
  });

  it('refuses an extra phoneNumber field at sign-up, so nobody claims a number by e-mail', async () => {
    const email = 'mallory@evil.example';
    await requestEmailCode(site, email);
    const entered = await postFromSite(site, `${signInPaths.auth}/sign-in/email-otp`, {
      email,
      otp: await newestCodeFor(site, email),
      phoneNumber: '+447911123456',
    });
    expect(entered.statusCode).toBe(400);
    expect(entered.json()).toMatchObject({ code: 'PHONE_NUMBER_CANNOT_BE_SET' });
  });
});

describe('wrong codes for one inbox', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it('lock it across fresh codes and client addresses, until the window ends', async () => {
    const victim = 'locked-out@riverbend.example';
    for (let entry = 0; entry < 5; entry += 1) {
      // A fresh code every other entry: a resend must not buy more guesses.
      if (entry % 2 === 0) await requestEmailCode(site, victim, `198.51.100.${entry + 1}`);
      const wrong = await enterEmailCode(
        site,
        victim,
        wrongCode(await newestCodeFor(site, victim)),
        `198.51.100.${entry + 1}`,
      );
      expect(wrong.statusCode).toBe(400);
    }
    await requestEmailCode(site, victim, '198.51.100.99');
    const right = await enterEmailCode(site, victim, await newestCodeFor(site, victim), '198.51.100.100');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'CODE_ENTRIES_LOCKED' });
    expect(right.json<{ message: string }>().message).toMatch(
      /Wait \d+ minutes? before entering another code, or sign in with the e-mailed link/,
    );
  });

  it('are forgotten once the right code is entered', async () => {
    const reader = 'typo-prone@riverbend.example';
    // Better Auth's own limit per client address (10 a minute) is not what this test is about: one address per entry.
    let client = 0;
    const from = () => {
      client += 1;
      return `198.51.101.${client}`;
    };
    await requestEmailCode(site, reader, from());
    for (let entry = 0; entry < 4; entry += 1)
      await enterEmailCode(site, reader, wrongCode(await newestCodeFor(site, reader)), from());
    expect((await enterEmailCode(site, reader, await newestCodeFor(site, reader), from())).statusCode).toBe(200);
    await requestEmailCode(site, reader, from());
    for (let entry = 0; entry < 4; entry += 1) {
      expect(
        (await enterEmailCode(site, reader, wrongCode(await newestCodeFor(site, reader)), from())).statusCode,
      ).toBe(400);
    }
  });
});

describe('guessing staff codes from many client addresses', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({
      STAFF_DOMAIN_CODE_ENTRIES_PER_DAY: '12',
      STAFF_CODE_ENTRIES_PER_DAY: '20',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(() => site.close());

  /**
   * A new address per client, a code asked for, then wrong guesses. Only entries against existing accounts spend the
   * staff budgets (see the next test), so each address is an account, as a staff address an attacker found would be.
   */
  async function guess(domain: string, client: string, guesses: number): Promise<number[]> {
    const address = `qa-${client.replace(/[^\da-f]/gi, '')}@${domain}`;
    await openAccount(site, address);
    await requestEmailCode(site, address, client);
    const statuses: number[] = [];
    for (let entry = 0; entry < guesses; entry += 1) {
      statuses.push(
        (await enterEmailCode(site, address, wrongCode(await newestCodeFor(site, address)), client)).statusCode,
      );
    }
    return statuses;
  }

  it('runs out of the staff domain budget, then of all staff domains together, whatever the client address', async () => {
    const clients = [
      ...Array.from({ length: 10 }, (_, index) => `203.0.113.${index + 1}`),
      ...Array.from({ length: 10 }, (_, index) => `2001:db8:${index + 1}::7`),
    ];
    const atFirstDomain = (
      await Promise.all(clients.slice(0, 8).map((client) => guess('tideline.example', client, 2)))
    ).flat();
    expect(atFirstDomain.filter((status) => status === 400)).toHaveLength(12);
    expect(atFirstDomain.filter((status) => status === 429)).toHaveLength(4);

    const atSecondDomain = (
      await Promise.all(clients.slice(8).map((client) => guess('tideline-water.example', client, 1)))
    ).flat();
    expect(atSecondDomain.filter((status) => status === 400)).toHaveLength(8);
    expect(atSecondDomain.filter((status) => status === 429)).toHaveLength(4);

    const refused = await enterEmailCode(site, 'anyone@tideline-water.example', '123456', '192.0.2.200');
    expect(refused.json()).toMatchObject({ code: 'CODE_SIGN_IN_PAUSED', message: codeEntryMessages.paused });
    // Customers keep signing in with codes, and staff with the e-mailed link.
    expect(await me(site, await signIn(site, 'unaffected@riverbend.example'))).toMatchObject({ staff: false });
    expect(await me(site, await signInWithLink(site, 'still-in@tideline.example'))).toMatchObject({ staff: true });
  });
});

describe('guessing codes for made-up staff addresses', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({ STAFF_DOMAIN_CODE_ENTRIES_PER_DAY: '3', AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => site.close());

  it('spends none of the staff budgets, which only entries against accounts spend, and answers as for an account', async () => {
    for (let entry = 0; entry < 6; entry += 1) {
      const madeUp = await enterEmailCode(
        site,
        `made-up-${entry}@tideline.example`,
        '000000',
        `203.0.113.${entry + 1}`,
      );
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json()).toMatchObject({ code: 'INVALID_OTP' });
    }
    const member = 'real-member@tideline.example';
    await openAccount(site, member);
    await requestEmailCode(site, member, '198.51.100.1');
    const wrong = wrongCode(await newestCodeFor(site, member));
    for (let entry = 0; entry < 3; entry += 1) {
      const entered = await enterEmailCode(site, member, wrong, `198.51.100.${entry + 1}`);
      expect(entered.statusCode).toBe(400);
      expect(entered.json()).toMatchObject({ code: 'INVALID_OTP' });
    }
    // Spent: every address at the domain is paused alike, with or without an account, so the pause reveals nothing.
    for (const address of [member, 'made-up-6@tideline.example']) {
      const paused = await enterEmailCode(site, address, '000000', '192.0.2.90');
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toMatchObject({ code: 'CODE_SIGN_IN_PAUSED' });
    }
  });
});

describe('code entries from one IPv6 /64', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => site.close());

  it('count as one client, however many of its addresses are used', async () => {
    const statuses: number[] = [];
    for (let entry = 0; entry < 31; entry += 1) {
      const client = `2001:db8:aa:bb::${(entry + 1).toString(16)}`;
      statuses.push((await enterEmailCode(site, `reader-${entry}@riverbend.example`, '000000', client)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await enterEmailCode(site, 'elsewhere@riverbend.example', '000000', '2001:db8:aa:bc::1')).statusCode).toBe(
      400,
    );
  });
});

describe('a code whose mail could not be delivered', () => {
  let smtp: SMTPServer;
  let site: InProcessSite | undefined;
  const captured: string[] = [];
  beforeAll(async () => {
    // A real mail server that reads the message, then refuses it (a bounce): the code left the server, yet nobody got it.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        void simpleParser(stream).then((mail) => {
          captured.push(/\b(\d{6})\b/.exec(mail.subject ?? '')?.[1] ?? '');
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
  });
  afterEach(async () => site?.close());
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('is deleted, so it cannot be guessed or used', async () => {
    const port = (smtp.server.address() as AddressInfo).port;
    site = await startInProcessSite({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const email = 'bounced@riverbend.example';
    const sent = await requestEmailCode(site, email, '192.0.2.77');
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toMatchObject({ code: 'MAIL_NOT_SENT' });
    const code = captured.at(-1) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const context = await site.server.auth.$context;
    expect(await context.internalAdapter.findVerificationValue(`sign-in-otp-${email}`)).toBeNull();
    const entered = await enterEmailCode(site, email, code, '192.0.2.77');
    expect(entered.statusCode).toBe(400);
    expect(cookieHeaderOf(entered)).not.toContain('session_token=');
  });
});
