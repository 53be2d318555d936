import { describe, expect, it } from 'vitest';
import { newAccessTokenSchema } from '@site/contract/accessTokens';

const named = (name: string) => newAccessTokenSchema.safeParse({ name, expiresInDays: 30 });

describe('naming a personal access token', () => {
  it('accepts an ordinary name, accents and all', () => {
    expect(named('CI – Zürich build').success).toBe(true);
  });

  it.each(['laptop\u0000', 'a\u202egnp.exe', 'x\u2066y', 'line\nbreak'])(
    'refuses %j with a message saying why',
    (name) => {
      const result = named(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'A name cannot contain control characters or text-direction overrides.',
      );
    },
  );
});

describe('choosing how long a personal access token lasts', () => {
  it.each([8, '7', null])('refuses %j, naming the lifetimes offered as a sentence', (expiresInDays) => {
    const result = newAccessTokenSchema.safeParse({ name: 'assistant', expiresInDays });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A token lasts 7, 30 or 90 days.');
  });
});
