import { describe, expect, it } from 'vitest';
import { KeyedLimiter } from '@site/server/auth/keyedLimiter';

function limiter(max: number) {
  let now = 0;
  const limits = new KeyedLimiter({ max, windowMs: 60_000, now: () => now });
  return { limits, advance: (ms: number) => (now += ms) };
}

describe('per-handle limits', () => {
  it('allows up to the maximum per key, then refuses with the time left', () => {
    const { limits, advance } = limiter(2);
    expect(limits.hit('+447911123456').allowed).toBe(true);
    expect(limits.hit('+447911123456').allowed).toBe(true);
    advance(15_000);
    expect(limits.hit('+447911123456')).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('counts each key on its own', () => {
    const { limits } = limiter(1);
    limits.hit('+447911123456');
    expect(limits.hit('+61412345678').allowed).toBe(true);
  });

  it('forgets a key when its window ends, or when reset', () => {
    const { limits, advance } = limiter(1);
    limits.hit('a');
    advance(60_000);
    expect(limits.check('a').allowed).toBe(true);
    limits.hit('b');
    limits.reset('b');
    expect(limits.check('b').allowed).toBe(true);
  });

  it('checks without counting', () => {
    const { limits } = limiter(1);
    limits.check('a');
    limits.check('a');
    expect(limits.hit('a').allowed).toBe(true);
  });
});
