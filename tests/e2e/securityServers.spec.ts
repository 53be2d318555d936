/**
 * Security findings that need a server configured for them, each a real server process of its own: what its
 * log holds while people sign in over SMTP and SMPP, whose address it believes behind a proxy, how often one inbox
 * can be written to, what it lets caches keep under FORCE_LOGIN, and which secrets it refuses to start with.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freePort } from './support/freePort';
import { mailFiles, signInCode, signInLink, waitForMail } from './support/mailbox';
import { customerAddress, signInWithEmailCode, staffAddress } from './support/session';
import { requestCodeFrom } from './support/requestCodeFrom';
import { startSiteServer, type RunningSite } from './support/siteServer';
import { startSmsGateway, type SmsGateway } from './support/smsGateway';
import { freshUkMobile, gatewayInbox, seenTexts, textedCode, textedLink, waitForText } from './support/textMessages';
import { testServer } from './support/testServer';

// One worker runs this file: each describe starts its own server on a port the system picks.
test.describe.configure({ mode: 'serial' });

const stateDir = (name: string) => path.join(testServer.dataDir, '..', name);

test.describe('the log while people sign in over SMTP', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    site = await startSiteServer({
      dataDir: stateDir('log-capture'),
      captureOutput: true,
      // The most talkative level: whatever any part of the server would ever log is in the capture.
      env: { SMTP_URL: `smtp://127.0.0.1:${testServer.smtpPort}`, LOG_LEVEL: 'trace' },
    });
  });
  test.afterAll(async () => site.stop());

  test('holds neither the sign-in code, the sign-in link nor the full address', async ({ request }) => {
    const codeAddress = customerAddress();
    let seen = await mailFiles(testServer.mailboxDir);
    expect(
      (
        await request.post(`${site.url}/api/auth/email-otp/send-verification-otp`, {
          data: { email: codeAddress, type: 'sign-in' },
        })
      ).ok(),
    ).toBe(true);
    const code = signInCode(await waitForMail(testServer.mailboxDir, codeAddress, seen));
    expect(
      (await request.post(`${site.url}/api/auth/sign-in/email-otp`, { data: { email: codeAddress, otp: code } })).ok(),
    ).toBe(true);

    const linkAddress = staffAddress();
    seen = await mailFiles(testServer.mailboxDir);
    // Signed in by now, so Better Auth wants to see the request come from the site.
    const asked = await request.post(`${site.url}/api/auth/sign-in/magic-link`, {
      headers: { origin: site.url },
      data: { email: linkAddress, callbackURL: '/intro' },
    });
    expect(asked.ok()).toBe(true);
    const link = signInLink(await waitForMail(testServer.mailboxDir, linkAddress, seen));
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect((await request.get(link)).status()).toBe(200);
    expect((await (await request.get(`${site.url}/api/me`)).json()).handles[0].value).toBe(linkAddress);

    const log = site.output();
    // The capture is real: the server logged these very requests and mails.
    expect(log).toContain('mail sent over SMTP');
    expect(log).toContain('/api/auth/magic-link/verify?token=[redacted]');
    expect(log).not.toContain(code);
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    // Nor the full address of either reader (the mail lines name them masked).
    expect(log).not.toContain(codeAddress);
    expect(log).not.toContain(linkAddress);
  });
});

/** Whether `digits` stand in `text` on their own, not inside a longer number (a timestamp, a port). */
const containsNumber = (text: string, digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`).test(text);

test.describe('the log while people sign in by text message over SMPP', () => {
  let gateway: SmsGateway;
  let site: RunningSite;
  test.beforeAll(async () => {
    gateway = await startSmsGateway();
    site = await startSiteServer({
      dataDir: stateDir('sms-log-capture'),
      captureOutput: true,
      env: { SMS_URL: gateway.url, SMTP_URL: `smtp://127.0.0.1:${testServer.smtpPort}`, LOG_LEVEL: 'trace' },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await gateway?.stop();
  });

  test('holds neither the texted code, the texted link’s token nor the full number, only the masked one', async ({
    request,
  }) => {
    const inbox = gatewayInbox(gateway.received);
    const codePhone = freshUkMobile();
    let seen = await seenTexts(inbox);
    expect(
      (
        await request.post(`${site.url}/api/auth/phone-number/send-otp`, { data: { phoneNumber: codePhone.e164 } })
      ).ok(),
    ).toBe(true);
    const code = textedCode(await waitForText(inbox, codePhone.e164, seen));
    expect(
      (
        await request.post(`${site.url}/api/auth/phone-number/verify`, { data: { phoneNumber: codePhone.e164, code } })
      ).ok(),
    ).toBe(true);

    const linkPhone = freshUkMobile();
    seen = await seenTexts(inbox);
    // Signed in by now, so Better Auth wants to see the requests come from the site.
    const fromSite = { origin: site.url };
    expect(
      (
        await request.post(`${site.url}/api/auth/sms-link/send`, {
          headers: fromSite,
          data: { phoneNumber: linkPhone.e164 },
        })
      ).ok(),
    ).toBe(true);
    const token = new URL(textedLink(await waitForText(inbox, linkPhone.e164, seen))).hash.replace('#token=', '');
    expect(token.length).toBeGreaterThan(10);
    expect(
      (await request.post(`${site.url}/api/auth/sms-link/verify`, { headers: fromSite, data: { token } })).ok(),
    ).toBe(true);
    expect((await (await request.get(`${site.url}/api/me`)).json()).handles[0].value).toBe(linkPhone.e164);

    const log = site.output();
    // The capture is real: the server logged these very texts, naming each number masked.
    for (const phone of [codePhone, linkPhone]) {
      expect(log).toContain(`"to":"+44${'\u2022'.repeat(7)}${phone.e164.slice(-3)}"`);
      expect(log).not.toContain(phone.e164);
      expect(containsNumber(log, phone.e164.slice(1)), `${phone.e164} without its +`).toBe(false);
      expect(containsNumber(log, phone.national.replace(/\D/g, '')), `${phone.e164} without its country code`).toBe(
        false,
      );
    }
    expect(log).toContain('text message sent over SMPP');
    expect(containsNumber(log, code), 'the texted code').toBe(false);
    expect(log).not.toContain(token);
    expect(log).not.toContain(new URL(gateway.url).password);
  });
});

test.describe('the log when mail and texts cannot be delivered, with a user name and password in SMTP_URL and SMS_URL', () => {
  const smtpPassword = `smtp-${randomUUID()}`;
  const smsPassword = `smpp-${randomUUID().slice(0, 8)}`;
  let site: RunningSite;
  test.beforeAll(async () => {
    // Nothing listens on either port: every delivery fails, as when the mail server and the SMS gateway are down.
    site = await startSiteServer({
      dataDir: stateDir('delivery-failure-log'),
      captureOutput: true,
      env: {
        SMTP_URL: `smtp://docs-mailer:${smtpPassword}@127.0.0.1:${await freePort()}`,
        SMS_URL: `smpp://docs-sms:${smsPassword}@127.0.0.1:${await freePort()}`,
        LOG_LEVEL: 'trace',
      },
    });
  });
  test.afterAll(async () => site?.stop());

  test('names the failures but neither the passwords, the addresses nor the numbers, however a request writes them', async ({
    request,
  }) => {
    const address = uniqueAddress('dana');
    const localPart = address.split('@')[0];
    const phone = freshUkMobile();
    const subscriber = phone.e164.slice(-6);
    expect(
      (
        await request.post(`${site.url}/api/auth/email-otp/send-verification-otp`, {
          data: { email: address, type: 'sign-in' },
        })
      ).status(),
    ).toBe(503);
    expect(
      (await request.post(`${site.url}/api/auth/phone-number/send-otp`, { data: { phoneNumber: phone.e164 } })).ok(),
    ).toBe(false);
    const inGroups = `+44 7400 ${subscriber}`;
    const withDashes = `+44-7400-${subscriber}`;
    for (const address_ of [
      `/Tideline/${encodeURIComponent(encodeURIComponent(address))}`,
      `/sign-in?email=${encodeURIComponent(encodeURIComponent(address))}`,
      `/sign-in?phone=${encodeURIComponent(inGroups)}`,
      `/sign-in?phone=${withDashes}`,
      `/sign-in?phone=${phone.e164}`,
      `/Tideline/${encodeURIComponent(inGroups)}`,
      `/sign-in?next=${encodeURIComponent(`smtp://docs-mailer:${smtpPassword}@mail.example:587`)}`,
      `/sign-in?next=smpp://docs-sms:${smsPassword}@gateway`,
    ]) {
      await request.get(`${site.url}${address_}`);
    }
    await expect.poll(() => site.output()).toContain('mail could not be sent over SMTP');
    await expect.poll(() => site.output()).toContain('cannot be reached');

    const log = site.output();
    // The capture is real: the server logged these very requests.
    expect(log).toContain('/sign-in?phone=');
    expect(log).toContain('/sign-in?next=');
    expect(log).not.toContain(smtpPassword);
    expect(log).not.toContain(smsPassword);
    expect(log).not.toContain(localPart);
    expect(containsNumber(log, subscriber), `${phone.e164}, however written`).toBe(false);
  });
});

const uniqueAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@riverbend.example`;

test.describe('behind one proxy (TRUST_PROXY=1), with 2 sign-in requests per client and 3 messages per inbox', () => {
  let site: RunningSite;
  let port: number;
  test.beforeAll(async () => {
    port = await freePort();
    site = await startSiteServer({
      port,
      dataDir: stateDir('proxy-limits'),
      env: {
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT_MAX: '2',
        AUTH_HANDLE_RATE_LIMIT_MAX: '3',
      },
    });
  });
  test.afterAll(async () => site.stop());

  test('a client cannot pick its own address by writing X-Forwarded-For before the proxy appends the real one', async () => {
    const proxied = (spoofed: string) => ({ 'x-forwarded-for': `${spoofed}, 192.0.2.50` });
    expect(await requestCodeFrom(port, uniqueAddress('a'), '127.0.0.1', proxied('198.51.100.1'))).toBe(200);
    expect(await requestCodeFrom(port, uniqueAddress('b'), '127.0.0.1', proxied('198.51.100.2'))).toBe(200);
    // Same real client (192.0.2.50), a third "address" of its own invention: still its third request.
    expect(await requestCodeFrom(port, uniqueAddress('c'), '127.0.0.1', proxied('198.51.100.3'))).toBe(429);
    // Another real client behind the same proxy has its own count.
    expect(await requestCodeFrom(port, uniqueAddress('d'), '127.0.0.1', { 'x-forwarded-for': '192.0.2.51' })).toBe(200);
  });

  test('opening sign-in links counts against the same limit, and a refused one lands on the link page saying to wait', async () => {
    // Unknown tokens, opened where nobody asked for them: each opening goes on to the link page, which asks before
    // signing in (server/auth/linkBinding.ts), and each counts.
    const openLink = () =>
      fetch(
        `http://127.0.0.1:${port}/api/auth/magic-link/verify?token=not-a-real-token&callbackURL=%2Fsign-in%2Flink&errorCallbackURL=%2Fsign-in%2Flink`,
        {
          redirect: 'manual',
          headers: { 'x-forwarded-for': '192.0.2.60' },
        },
      );
    const landings: string[] = [];
    for (let opening = 0; opening < 3; opening += 1) {
      const opened = await openLink();
      expect(opened.status).toBe(302);
      landings.push(opened.headers.get('location') ?? '');
    }
    expect(
      landings.map((landing) => new URL(landing, `http://127.0.0.1:${port}`).searchParams.get('error')?.toLowerCase()),
    ).toEqual([undefined, undefined, 'too_many_requests']);
    for (const landing of landings) expect(new URL(landing, `http://127.0.0.1:${port}`).pathname).toBe('/sign-in/link');
    expect(new URL(landings[0] ?? '', `http://127.0.0.1:${port}`).hash).toMatch(/^#email_link=/);
  });

  test('starting single sign-on counts against the same limit', async () => {
    const startSingleSignOn = async () =>
      (
        await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/social`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: `http://127.0.0.1:${port}`,
            'x-forwarded-for': '192.0.2.61',
          },
          body: JSON.stringify({ provider: 'sso', callbackURL: '/' }),
        })
      ).status;
    const answers = [await startSingleSignOn(), await startSingleSignOn(), await startSingleSignOn()];
    expect(answers.map((status) => status === 429)).toEqual([false, false, true]);
  });

  test('rotating client addresses does not reset the count for one inbox', async () => {
    const victim = uniqueAddress('victim');
    const answers: number[] = [];
    for (const [index, spelling] of [
      victim,
      victim.toUpperCase(),
      victim.replace('@', '+x@'),
      victim,
      victim,
    ].entries()) {
      answers.push(await requestCodeFrom(port, spelling, `127.0.0.${10 + index}`));
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    // Someone else's inbox is not affected.
    expect(await requestCodeFrom(port, uniqueAddress('bystander'), '127.0.0.20')).toBe(200);
  });
});

test.describe('with FORCE_LOGIN=true', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    site = await startSiteServer({ dataDir: stateDir('force-login-cache'), env: { FORCE_LOGIN: 'true' } });
  });
  test.afterAll(async () => site.stop());

  test('pages, the sitemap and the search index served to a session are private and vary by cookie', async ({
    request,
  }) => {
    await signInWithEmailCode(request, uniqueAddress('reader'), {
      baseURL: site.url,
      mailboxDir: path.join(site.dataDir, 'outbox'),
    });
    for (const [address, cacheControl] of [
      ['/intro', 'private, no-store'],
      ['/', 'private, no-store'],
      ['/sitemap.xml', 'private, no-cache'],
      ['/pagefind/pagefind-entry.json', 'private, no-cache'],
    ] as const) {
      const response = await request.get(`${site.url}${address}`);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['cache-control'], address).toBe(cacheControl);
      expect(response.headers().vary, address).toMatch(/\bCookie\b/);
    }
  });
});

test.describe('the session secret', () => {
  test('a stored secret shorter than 32 characters stops the server at start, naming the file', async () => {
    const dataDir = stateDir('short-secret');
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'auth-secret'), 'too-short\n');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
    };
    delete env.AUTH_SECRET;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(testServer.root, 'server/main.ts')], {
      cwd: testServer.root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(exitCode).toBe(1);
    expect(output).toContain(
      `The session secret in ${path.join(dataDir, 'auth-secret')} is 9 characters long; it must be at least 32.`,
    );
  });
});
