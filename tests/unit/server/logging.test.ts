import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { betterAuthLogger, createLogger, redactText } from '@site/server/logging';
import { withSafeReturnTargets } from '@site/server/auth/routes';

/** The server's own logger, writing into a string instead of stdout. */
function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: string[] = [];
  const log = createLogger(level, { write: (line: string) => void lines.push(line) });
  return { log, text: () => lines.join('') };
}

describe('the log never holds a credential', () => {
  it.each([
    ['a sign-in link', '/api/auth/magic-link/verify?token=AbC123xyz&callbackURL=%2Fintro', '/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Fintro'],
    ['a single sign-on callback', '/api/auth/callback/sso?code=Zx9&state=Qy7&iss=http%3A%2F%2Fdir', '/api/auth/callback/sso?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fdir'],
    ['a full address in a sentence', 'Invalid callbackURL: http://x/verify?otp=482916 sent', 'Invalid callbackURL: http://x/verify?otp=[redacted] sent'],
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

  it("passes Better Auth's messages on at the server's level, without tokens", () => {
    const { log, text } = capture('debug');
    const logger = betterAuthLogger(log);
    expect(logger.level).toBe('debug');
    logger.log?.('error', 'Invalid callbackURL: /verify?token=Tk9pZ3RoZXJl', { url: '/x?code=482916' }, new Error('see ?otp=482916'));
    expect(text()).toContain('Invalid callbackURL');
    expect(text()).not.toMatch(/Tk9pZ3RoZXJl|482916/);
    expect(betterAuthLogger(capture('silent').log)).toEqual({ disabled: true });
  });
});

describe('return targets the sign-in API receives', () => {
  const origin = 'http://localhost:3000';

  it('become paths on this site, in the body and in the query', () => {
    const { url, body } = withSafeReturnTargets(
      new URL('/api/auth/magic-link/verify?token=t&callbackURL=/.//evil.example&errorCallbackURL=https://evil.example&newUserCallbackURL=/intro', origin),
      { email: 'a@b.example', callbackURL: '/%2e//evil.example', errorCallbackURL: `${origin}/sign-in?returnTo=%2Fintro`, redirectTo: '\\\\evil.example' },
      origin,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 't', callbackURL: '/', errorCallbackURL: '/', newUserCallbackURL: '/intro' });
    expect(body).toEqual({ email: 'a@b.example', callbackURL: '/', errorCallbackURL: '/sign-in?returnTo=%2Fintro', redirectTo: '/' });
  });

  it('leave a body without them as it was', () => {
    const body = { email: 'a@b.example', type: 'sign-in' };
    expect(withSafeReturnTargets(new URL('/api/auth/email-otp/send-verification-otp', origin), body, origin).body).toEqual(body);
    expect(withSafeReturnTargets(new URL('/api/auth/x', origin), ['not', 'an', 'object'], origin).body).toEqual(['not', 'an', 'object']);
  });
});
