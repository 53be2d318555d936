import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '@site/server/api/jsonBody';
import { addressHasNulCharacter, holdsNulCharacter } from '@site/server/api/nulCharacter';

describe('how deep a JSON body nests', () => {
  const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`) as unknown;

  it('counts objects and arrays, not the values in them', () => {
    expect(nestsDeeperThan({ a: [1, { b: 'x' }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: ['x'] }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('measures a body nested far deeper than a call stack allows, without overflowing', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(100_000), 32)).toBe(true);
  });
});

describe('a NUL character in a request', () => {
  it('is found in any string or key of a JSON body, however deep', () => {
    expect(holdsNulCharacter({ email: 'a@b.example', list: ['x', { y: 'z' }] })).toBe(false);
    expect(holdsNulCharacter({ email: 'a\u0000@b.example' })).toBe(true);
    expect(holdsNulCharacter({ list: ['x', { y: 'z\u0000' }] })).toBe(true);
    expect(holdsNulCharacter({ 'key\u0000': 1 })).toBe(true);
    expect(holdsNulCharacter('\u0000')).toBe(true);
    expect(holdsNulCharacter(null)).toBe(false);
  });

  it('is found in an address as %00 in the path or the query, in either letter case, and nowhere else', () => {
    expect(addressHasNulCharacter('/api/access-tokens/%00')).toBe(true);
    expect(addressHasNulCharacter('/api/auth/magic-link/verify?token=a%00b')).toBe(true);
    expect(addressHasNulCharacter('/x?y=%00')).toBe(true);
    expect(addressHasNulCharacter('/intro?q=%2500')).toBe(false);
    expect(addressHasNulCharacter('/api/access-tokens/0f00')).toBe(false);
  });
});
