import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { betterAuthLogger, createLogger, maskedRecipient, redactText } from '@site/server/logging';
import { withSafeReturnTargets } from '@site/server/auth/routes';

/** The server's own logger, writing into a string instead of stdout. */
function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: string[] = [];
  const log = createLogger(level, { write: (line: string) => void lines.push(line) });
  return { log, text: () => lines.join('') };
}

describe('the log never holds a credential', () => {
  it.each([
    [
      'a sign-in link',
      '/api/auth/magic-link/verify?token=AbC123xyz&callbackURL=%2Fintro',
      '/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Fintro',
    ],
    [
      'a single sign-on callback',
      '/api/auth/callback/sso?code=Zx9&state=Qy7&iss=http%3A%2F%2Fdir',
      '/api/auth/callback/sso?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fdir',
    ],
    [
      'a full address in a sentence',
      'Invalid callbackURL: http://x/verify?otp=482916 sent',
      'Invalid callbackURL: http://x/verify?otp=[redacted] sent',
    ],
    ['text without credentials', '/intro?tab=email', '/intro?tab=email'],
  ])('redacts %s', (_case, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('logs the request line of a sign-in link without its token', async () => {
    const { log, text } = capture('info');
    const app = Fastify({ loggerInstance: log });
    app.get('/*', async () => 'ok');
    await app.inject({ url: '/api/auth/magic-link/verify?token=Tk9pZ3RoZXJl&callbackURL=/' });
    await app.close();
    expect(text()).toContain('/api/auth/magic-link/verify?token=[redacted]');
    expect(text()).not.toContain('Tk9pZ3RoZXJl');
  });

  it.each([['%74oken'], ['%74%6f%6b%65%6e'], ['t%6Fken'], ['TOKEN'], ['%2574oken']])(
    'logs a sign-in link whose token is sent as ?%s= without the token',
    async (name) => {
      const { log, text } = capture('info');
      const app = Fastify({ loggerInstance: log });
      app.get('/*', async () => 'ok');
      await app.inject({ url: `/api/auth/magic-link/verify?${name}=Tk9pZ3RoZXJl&callbackURL=/` });
      await app.close();
      expect(text()).toContain('/api/auth/magic-link/verify?');
      expect(text()).not.toContain('Tk9pZ3RoZXJl');
    },
  );

  it.each([
    ['an e-mailed code', '/api/auth/sign-in/email-otp?otp=482916'],
    ['a single sign-on callback', '/api/auth/sso/callback/corp?code=Zx9abc&state=Qy7def&id_token=eyJabc'],
    ['a key and a password', '/api/x?apiKey=Zx9abc&password=Qy7def&client_secret=eyJabc'],
    ['a link inside a return target', '/sign-in?returnTo=%2Fverify%3Ftoken%3DZx9abc'],
  ])('logs a request carrying %s without it', async (_case, url) => {
    const { log, text } = capture('info');
    const app = Fastify({ loggerInstance: log });
    app.get('/*', async () => 'ok');
    await app.inject({ url });
    await app.close();
    expect(text()).toContain('redacted');
    expect(text()).not.toMatch(/482916|Zx9abc|Qy7def|eyJabc/);
  });

  it.each([
    ['jwt'],
    ['authorization'],
    ['Bearer'],
    ['cookie'],
    ['pwd'],
    ['auth'],
    ['sig'],
    ['x-auth-jwt'],
    ['pass'],
    ['passphrase'],
    ['pin'],
  ])('logs a request whose credential is sent as ?%s= without it', async (name) => {
    const { log, text } = capture('info');
    const app = Fastify({ loggerInstance: log });
    app.get('/*', async () => 'ok');
    await app.inject({ url: `/intro?${name}=Zx9abcQy7def&tab=email` });
    await app.close();
    expect(text()).toContain(`${name}=[redacted]&tab=email`);
    expect(text()).not.toContain('Zx9abcQy7def');
  });

  it('keeps the values of names that only hold a short credential word inside another: author, design, compass', () => {
    expect(redactText('/intro?author=jane&design=flat&compass=north&pinned=1')).toBe(
      '/intro?author=jane&design=flat&compass=north&pinned=1',
    );
  });

  it('masks an e-mail address a client wrote into the Host header', async () => {
    const { log, text } = capture('info');
    const app = Fastify({ loggerInstance: log });
    app.get('/*', async () => 'ok');
    await app.inject({ url: '/intro', headers: { host: 'writer@tideline.example' } });
    await app.close();
    expect(text()).toContain('"host":"w\u2022\u2022\u2022@tideline.example"');
    expect(text()).not.toContain('writer@tideline.example');
  });

  it('masks e-mail addresses and phone numbers', () => {
    expect(maskedRecipient('writer@tideline.example')).toBe('w\u2022\u2022\u2022@tideline.example');
    expect(maskedRecipient('+447911123456')).toBe('+44\u2022\u2022\u2022\u2022\u2022\u2022\u2022456');
    expect(redactText('Invalid email writer@tideline.example or +447911123456')).toBe(
      'Invalid email w\u2022\u2022\u2022@tideline.example or +44\u2022\u2022\u2022\u2022\u2022\u2022\u2022456',
    );
  });

  it.each([
    ['with spaces', '+44 7700 900123', '+44\u2022\u2022\u2022\u2022\u2022\u2022\u2022123'],
    ['with dashes', '+1-202-555-0143', '+1\u2022\u2022\u2022\u2022\u2022\u2022\u2022143'],
    ['with dots', '+33.6.12.34.56.78', '+33\u2022\u2022\u2022\u2022\u2022\u2022678'],
    ['with the area code in brackets', '+1 (202) 555-0143', '+1\u2022\u2022\u2022\u2022\u2022\u2022\u2022143'],
    ['percent-encoded', '%2B44%207700%20900123', '+44\u2022\u2022\u2022\u2022\u2022\u2022\u2022123'],
  ])('masks a phone number written %s', (_case, phone, masked) => {
    expect(redactText(`the SMS gateway refused ${phone}.`)).toBe(`the SMS gateway refused ${masked}.`);
  });

  it.each([
    [
      'an address encoded twice',
      'Invalid callbackURL: /verify?email=alice%2540tideline.example',
      'Invalid callbackURL: /verify?email=a\u2022\u2022\u2022@tideline.example',
    ],
    [
      'an address encoded three times',
      'GET /Tideline/alice%252540tideline.example',
      'GET /Tideline/a\u2022\u2022\u2022@tideline.example',
    ],
    [
      'a link encoded inside a return target',
      'Invalid callbackURL: /sign-in?returnTo=%2Fverify%3Ftoken%3DZx9abc',
      'Invalid callbackURL: /sign-in?returnTo=/verify?token=[redacted]',
    ],
    [
      'the user name and password of an SMTP URL',
      'connecting to smtp://mailer:s3cret-Pa55@mail.example:587 failed',
      'connecting to smtp://[redacted]@mail.example:587 failed',
    ],
    [
      'the user name and password of an SMPP URL whose host has no dot',
      'bind to smpp://sys:pw@gateway refused',
      'bind to smpp://[redacted]@gateway refused',
    ],
    [
      'the user name and password of a URL whose user is an address',
      'smtps://alice%40tideline.example:pw@mail.example',
      'smtps://[redacted]@mail.example',
    ],
    [
      'the credentials of a JSON answer quoted in a message',
      'the directory answered 400: {"error":"invalid_grant","access_token" : "eyJ\\"abc","expires_in":3600,"otp":482916}',
      'the directory answered 400: {"error":"invalid_grant","access_token" : "[redacted]","expires_in":3600,"otp":"[redacted]"}',
    ],
    [
      'a URL password with quotes and brackets, which a URL may hold',
      `connecting to smtp://mailer:pa'ss"w<x>@mail.example:587 failed`,
      'connecting to smtp://[redacted]@mail.example:587 failed',
    ],
    [
      'a URL password with an @, which a URL parser reads up to the last one',
      'postgres://docs:s3cret@2026@db.example:5432/docs refused',
      'postgres://[redacted]@db.example:5432/docs refused',
    ],
  ])('hides %s', (_case, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('leaves ordinary numbers readable: ports, counts, times, time zones, ids and signed decimals', () => {
    const ordinary = [
      'connect ECONNREFUSED 127.0.0.1:2775',
      '486 pages in 2642 ms',
      '"time":1795735985243',
      '2026-11-26T09:30:00+01:00 and Thu, 26 Nov 2026 09:30:00 +0100',
      'request 6f1c2a90-4b7e-4e2b-9d3a-1f2e3d4c5b6a, event 12345678',
      'drift +12.345678 s',
      'smtp://mail.example:587',
    ].join('\n');
    expect(redactText(ordinary)).toBe(ordinary);
  });

  it.each([
    ['a phone number in the query, typed with its +', '/sign-in?phone=+447700900123&tab=sms', /447700900123/],
    ['a phone number in the query, in groups', '/sign-in?phone=%2B44%207700%20900123', /7700|900123/],
    ['a phone number in the path', '/Tideline/%2B1-202-555-0143', /202-555|5550143/],
    ['an address encoded twice in the query', '/sign-in?email=alice%252540tideline.example', /alice/],
    ['an address encoded twice in the path', '/Tideline/alice%2540tideline.example', /alice/],
    ['a URL with a password in the query', '/x?next=smtp%3A%2F%2Fuser%3Asecret%40mail.example%3A587', /secret|user/],
  ])('logs a request carrying %s without it', async (_case, url, clear) => {
    const { log, text } = capture('info');
    const app = Fastify({ loggerInstance: log });
    app.get('/*', async () => 'ok');
    await app.inject({ url });
    await app.close();
    expect(text()).toContain('incoming request');
    // Read the lines without the process id and the clock, whose digits can happen to match (pid 27700 did).
    const logged = text().replace(/"(pid|time)":\d+,/g, '');
    expect(logged).not.toMatch(clear);
  });

  it('masks an address whose @ is percent-encoded, as a request line or a refused callbackURL carries it', () => {
    for (const text of [
      'Invalid callbackURL: /verify?email=dana.reyes%40riverbend.example',
      '/Tideline/dana.reyes%40RIVERBEND.example',
    ]) {
      expect(redactText(text)).not.toContain('dana');
      expect(redactText(text)).toMatch(/\u2022@riverbend\.example$/i);
    }
  });

  it("leaves the paths of a fault's stack readable, scoped packages' too, while masking an address next to them", () => {
    const frame =
      '    at verify (/srv/docs/node_modules/@better-auth/passkey/dist/index.mjs:41:9) for ops@tideline.example';
    expect(redactText(frame)).toBe(
      '    at verify (/srv/docs/node_modules/@better-auth/passkey/dist/index.mjs:41:9) for o\u2022\u2022\u2022@tideline.example',
    );
  });

  it('logs a client error without a stack, and a server fault with one', async () => {
    const { log, text } = capture('info');
    const app = Fastify({ loggerInstance: log });
    app.post('/x', async () => 'ok');
    app.get('/fault', async () => {
      throw new Error('disk full');
    });
    await app.inject({ method: 'POST', url: '/x', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(text()).toContain('FST_ERR_CTP_INVALID_JSON_BODY');
    expect(text()).not.toContain('"stack"');
    await app.inject({ url: '/fault' });
    await app.close();
    expect(text()).toMatch(/"level":50.*"stack":"Error: disk full/);
  });

  it('masks addresses in every field of a server fault, and stops at a field that refers back to the error', () => {
    const { log, text } = capture('info');
    const fault = Object.assign(new Error('sending failed'), {
      rejected: ['dana.reyes@riverbend.example'],
      detail: { to: '+447911123456' },
    });
    Object.assign(fault.detail, { fault });
    log.error({ err: fault }, 'mail could not be sent over SMTP');
    expect(text()).toContain('d\u2022\u2022\u2022@riverbend.example');
    expect(text()).toContain('+44\u2022\u2022\u2022\u2022\u2022\u2022\u2022456');
    expect(text()).not.toMatch(/dana\.reyes|7911123/);
  });

  it("logs Better Auth's complaints about a client's request as warnings, and its other errors as errors", () => {
    const { log, text } = capture('info');
    const logger = betterAuthLogger(log);
    logger.log?.('error', 'State not found', null);
    logger.log?.('error', 'Delete user is disabled. Enable it in the options');
    logger.log?.('error', 'Failed to create user');
    const lines = text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [40, 'State not found'],
      [40, 'Delete user is disabled. Enable it in the options'],
      [50, 'Failed to create user'],
    ]);
  });

  it("passes Better Auth's messages on at the server's level, without tokens", () => {
    const { log, text } = capture('debug');
    const logger = betterAuthLogger(log);
    expect(logger.level).toBe('debug');
    logger.log?.(
      'error',
      'Invalid callbackURL: /verify?token=Tk9pZ3RoZXJl',
      { url: '/x?code=482916' },
      new Error('see ?otp=482916'),
    );
    expect(text()).toContain('Invalid callbackURL');
    expect(text()).not.toMatch(/Tk9pZ3RoZXJl|482916/);
    expect(betterAuthLogger(capture('silent').log)).toEqual({ disabled: true });
  });

  it('passes a Better Auth message on when a field logged with it refers back to itself or cannot be written as JSON', () => {
    const { log, text } = capture('info');
    const looped: Record<string, unknown> = { status: 500, token: 'Tk9pZ3RoZXJl' };
    looped.self = looped;
    const logger = betterAuthLogger(log);
    expect(() => logger.log?.('error', 'Failed to create user', { error: looped })).not.toThrow();
    expect(() => logger.log?.('error', 'Failed to count', { rows: 10n })).not.toThrow();
    expect(text()).toContain('Failed to create user');
    expect(text()).toContain('"status\\":500');
    expect(text()).toContain('Failed to count');
    expect(text()).not.toContain('Tk9pZ3RoZXJl');
  });

  it('passes the fields Better Auth logs with a message on without the credentials among them, however deep', () => {
    const { log, text } = capture('debug');
    betterAuthLogger(log).log?.(
      'error',
      'Failed to send OTP',
      { otp: '482916', identifier: 'sign-in' },
      { session: { id: 's1', token: 'Tk9pZ3RoZXJl' }, backupCodes: ['Zx9abc', 'Qy7def'] },
    );
    expect(text()).toContain('Failed to send OTP');
    expect(text()).toContain('sign-in');
    expect(text()).toContain('s1');
    expect(text()).not.toMatch(/482916|Tk9pZ3RoZXJl|Zx9abc|Qy7def/);
  });
});

describe('return targets the sign-in API receives', () => {
  const origin = 'http://localhost:3000';

  it('become paths on this site, in the body and in the query', () => {
    const { url, body } = withSafeReturnTargets(
      new URL(
        '/api/auth/magic-link/verify?token=t&callbackURL=/.//evil.example&errorCallbackURL=https://evil.example&newUserCallbackURL=/intro',
        origin,
      ),
      {
        email: 'a@b.example',
        callbackURL: '/%2e//evil.example',
        errorCallbackURL: `${origin}/sign-in?returnTo=%2Fintro`,
        redirectTo: '\\\\evil.example',
      },
      origin,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 't',
      callbackURL: '/',
      errorCallbackURL: '/',
      newUserCallbackURL: '/intro',
    });
    expect(body).toEqual({
      email: 'a@b.example',
      callbackURL: '/',
      errorCallbackURL: '/sign-in?returnTo=%2Fintro',
      redirectTo: '/',
    });
  });

  it('leave a body without them as it was', () => {
    const body = { email: 'a@b.example', type: 'sign-in' };
    expect(
      withSafeReturnTargets(new URL('/api/auth/email-otp/send-verification-otp', origin), body, origin).body,
    ).toEqual(body);
    expect(withSafeReturnTargets(new URL('/api/auth/x', origin), ['not', 'an', 'object'], origin).body).toEqual([
      'not',
      'an',
      'object',
    ]);
  });
});

describe('a server fault in the log', () => {
  it('keeps the fields of a server fault an operator reads: a date as its time, an object two fields share under both', () => {
    const { log, text } = capture('info');
    const server = { host: 'smtp.riverbend.example', port: 587 };
    const fault = Object.assign(new Error('sending failed'), {
      failedAt: new Date(Date.UTC(2026, 10, 26, 9, 30)),
      server,
      retry: { server },
    });
    log.error({ err: fault }, 'mail could not be sent over SMTP');
    expect(text()).toContain('"failedAt":"2026-11-26T09:30:00.000Z"');
    expect(text()).toContain('"retry":{"server":{"host":"smtp.riverbend.example","port":587}}');
  });

  it('is still logged when a field of it throws as it is read', () => {
    const { log, text } = capture('info');
    const fault = Object.assign(new Error('the directory refused the token'), {
      response: {
        status: 401,
        get body(): string {
          throw new Error('body already read');
        },
      },
    });
    expect(() => log.error({ err: fault }, 'single sign-on failed')).not.toThrow();
    expect(text()).toContain('"message":"the directory refused the token"');
    expect(text()).toContain('"response":{"status":401,"body":"[unreadable]"}');
  });
});
