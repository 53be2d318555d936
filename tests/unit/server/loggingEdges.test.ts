/**
 * Edges of the server's log that mutation testing found unguarded: which Better Auth level each server level maps to,
 * where a client's error ends and a server fault begins, which Better Auth messages are a client's mistake, and the
 * limits of masking (short numbers, a bare @, the depth of a fault's fields).
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  betterAuthLogger,
  clientErrorSummary,
  createLogger,
  loggedUrl,
  maskedRecipient,
  redactStrings,
  redactText,
} from '@site/server/logging';

function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: string[] = [];
  const log = createLogger(level, { write: (line: string) => void lines.push(line) });
  return { log, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("Better Auth's messages", () => {
  it.each([
    ['trace', 'debug'],
    ['debug', 'debug'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['fatal', 'error'],
  ] as const)("reach a %s log at Better Auth's %s level", (serverLevel, betterAuthLevel) => {
    expect(betterAuthLogger(pino({ level: serverLevel })).level).toBe(betterAuthLevel);
  });

  it.each([
    'State not found',
    'State mismatch',
    'Invalid origin',
    'Invalid callbackURL',
    'Provider not found',
    'Passkey is disabled',
    'Phone sign-in is not enabled',
  ])('are warnings when they say a client asked wrongly: %s', (message) => {
    const { log, lines } = capture('info');
    betterAuthLogger(log).log?.('error', `${message}.`);
    expect(lines()[0]?.level).toBe(40);
  });

  it.each([
    'Database says: State not found',
    'Cache State mismatch on write',
    'Lookup of Invalid origin table failed',
    'Rejected Invalid callbackURL column',
    'OIDC Provider not found in cache',
    'Passkey is disabledForever',
    'SMS is not enabledYet',
  ])('stay errors when such words only appear inside another message: %s', (message) => {
    const { log, lines } = capture('info');
    betterAuthLogger(log).log?.('error', message);
    expect(lines()[0]?.level).toBe(50);
  });

  it('carry no details field when logged without arguments', () => {
    const { log, lines } = capture('info');
    betterAuthLogger(log).log?.('info', 'Signed in');
    expect(lines()[0]).not.toHaveProperty('details');
    expect(lines()[0]).toMatchObject({ source: 'better-auth', msg: 'Signed in' });
  });

  it('carry an error argument as its kind and its message, redacted', () => {
    const { log, lines } = capture('info');
    betterAuthLogger(log).log?.('info', 'Sending failed', new TypeError('could not reach ops@riverbend.example'), 3);
    expect(lines()[0]?.details).toEqual([
      { type: 'TypeError', message: 'could not reach o\u2022\u2022\u2022@riverbend.example' },
      3,
    ]);
  });
});

describe('an error in a request line', () => {
  const logged = (statusCode: number) => {
    const { log, lines } = capture('info');
    log.error({ err: Object.assign(new Error('refused'), { statusCode, code: 'X_CODE' }) }, 'request failed');
    return lines()[0]?.err as Record<string, unknown>;
  };

  it.each([400, 404, 499])('is a client error without a stack at %i', (status) => {
    expect(logged(status)).toEqual({ type: 'Error', code: 'X_CODE', statusCode: status, message: 'refused' });
  });

  it.each([399, 500, 503])('is a fault with its stack at %i', (status) => {
    expect(logged(status)).toHaveProperty('stack');
  });

  it("summarises a client's error with its message redacted", () => {
    expect(
      clientErrorSummary(Object.assign(new Error('no user ops@riverbend.example'), { statusCode: 404 })).message,
    ).toBe('no user o\u2022\u2022\u2022@riverbend.example');
  });

  it('leaves out the cookies a request carried and the ones a response set', () => {
    const { log, lines } = capture('info');
    log.info(
      {
        req: { method: 'GET', url: '/intro', headers: { cookie: 'session=Tk9pZ3RoZXJl' } },
        res: { headers: { 'set-cookie': 'session=Qy7def' } },
      },
      'line',
    );
    expect(lines()[0]).toMatchObject({
      req: { method: 'GET', url: '/intro' },
      res: { headers: { 'set-cookie': '[Redacted]' } },
    });
    expect(JSON.stringify(lines()[0])).not.toMatch(/Tk9pZ3RoZXJl|Qy7def/);
  });
});

describe('a masked recipient', () => {
  it('is only dots for a number too short to be a phone number, or text without an address', () => {
    expect(maskedRecipient('+123456')).toBe('\u2022\u2022\u2022');
    expect(maskedRecipient('@riverbend.example')).toBe('\u2022\u2022\u2022');
  });

  it("keeps a short number's country code and last three digits from seven digits on", () => {
    expect(maskedRecipient('+1234567')).toBe('+1\u2022\u2022\u2022567');
  });

  it.each([
    ['a one-digit code', '+12025550143', '+1\u2022\u2022\u2022\u2022\u2022\u2022\u2022143'],
    ['a three-digit code', '+35312345678', '+353\u2022\u2022\u2022\u2022\u2022678'],
  ])('keeps %s whole', (_what, number, masked) => {
    expect(maskedRecipient(number)).toBe(masked);
  });
});

describe('decoding before masking', () => {
  it('finds an address encoded three times, and looks no further', () => {
    expect(redactText('/x/ops%252540riverbend.example')).toBe('/x/o\u2022\u2022\u2022@riverbend.example');
    expect(redactText('/x/ops%25252540riverbend.example')).toBe('/x/ops%25252540riverbend.example');
  });

  it('reads + as a space in a parameter name, so t+oken is not token', () => {
    expect(redactText('/x?to+ken=Tk9pZ3RoZXJl')).toBe('/x?to+ken=Tk9pZ3RoZXJl');
  });
});

describe("a fault's fields", () => {
  it('are copied eight levels deep, and deeper ones left out', () => {
    type Nested = { next?: Nested; at: string };
    let deep: Nested = { at: 'ops@riverbend.example' };
    for (let level = 0; level < 8; level += 1) deep = { next: deep, at: 'level' };
    let copy = redactStrings(deep) as Nested | string | undefined;
    for (let level = 0; level < 8; level += 1) copy = typeof copy === 'object' ? copy.next : copy;
    expect(copy).toBe('[left out]');
  });

  it('are copied eight lists deep too, and deeper ones left out', () => {
    let deep: unknown = ['ops@riverbend.example'];
    for (let level = 0; level < 8; level += 1) deep = [deep];
    let copy = redactStrings(deep) as unknown;
    for (let level = 0; level < 8; level += 1) copy = Array.isArray(copy) ? copy[0] : copy;
    expect(copy).toBe('[left out]');
  });

  it('write an unreadable field as such', () => {
    const fault = {
      get detail(): string {
        throw new Error('gone');
      },
    };
    expect(redactStrings(fault)).toEqual({ detail: '[unreadable]' });
  });

  it('write a date as its time', () => {
    expect(redactStrings({ at: new Date('2026-11-27T10:00:00Z') })).toEqual({ at: '2026-11-27T10:00:00.000Z' });
  });
});

describe('a request address in the log', () => {
  it.each([
    ['its query read as the server reads it, + as a space', '/search?q=pump+station', '/search?q=pump%20station'],
    ['a query alone', '?q=pump+station', '?q=pump%20station'],
    ['each parameter joined by &', '/intro?tab=email&step=2', '/intro?tab=email&step=2'],
    ['no fragment', '/intro?tab=email#setup', '/intro?tab=email'],
    ['its path written once', '/x/y?a=1', '/x/y?a=1'],
  ])('is written with %s', (_what, url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});

describe('masking in the text of a line', () => {
  it('hides the user name and password of a URL at the start of a line or after a space', () => {
    expect(redactText('smtp://mailer:pw@mail.example:587')).toBe('smtp://[redacted]@mail.example:587');
    expect(redactText('connecting to smtp://mailer:pw@mail.example:587')).toBe(
      'connecting to smtp://[redacted]@mail.example:587',
    );
  });

  it.each([
    ['its area code in brackets and no space after them', '+1 (202)555-0143'],
    ['its area code in brackets and no space before them', '+1(202) 555-0143'],
    ['plus signs between its groups and a dot', '+44+7700.900123'],
  ])('masks a phone number with %s', (_what, number) => {
    expect(redactText(`call ${number} now`)).not.toMatch(/555|900123/);
  });

  it('masks a number in national form after a country code it cannot place with its first two digits', () => {
    expect(maskedRecipient('0123 456 789')).toBe('+01\u2022\u2022\u2022\u2022\u2022789');
  });
});

describe("a fault's fields, exactly", () => {
  it('keep an empty field as empty, and leave out only the field that refers back', () => {
    const fault: Record<string, unknown> = { name: 'x', empty: null };
    fault.self = fault;
    expect(redactStrings(fault)).toEqual({ name: 'x', empty: null, self: '[left out]' });
  });
});

describe('the details of a Better Auth message', () => {
  const details = (...args: unknown[]) => {
    const { log, lines } = capture('info');
    betterAuthLogger(log).log?.('info', 'Detail', ...args);
    return lines()[0]?.details;
  };

  it('are text redacted, numbers and nothing as they are', () => {
    expect(details('see ?token=Tk9pZ3RoZXJl', 3, null)).toEqual(['see ?token=[redacted]', 3, null]);
  });

  it('leave out a credential field whatever it holds, a flag or nothing too', () => {
    expect(details({ token: true, secret: null, name: 'ops' })).toEqual([
      JSON.stringify({ token: '[redacted]', secret: '[redacted]', name: 'ops' }),
    ]);
  });

  it("keep an informational message that names a client's mistake at its own level", () => {
    const { log, lines } = capture('info');
    betterAuthLogger(log).log?.('info', 'State not found');
    expect(lines()[0]?.level).toBe(30);
  });
});
