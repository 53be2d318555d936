import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '@site/server/api/jsonBody';
import { addressHasNulCharacter, holdsLoneSurrogate, holdsNulCharacter } from '@site/server/api/unstorableText';

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

describe('half of a UTF-16 surrogate pair in a request', () => {
  it('is found alone, high or low, in any string or key, while whole pairs pass', () => {
    const parsed = JSON.parse('{"comment":"hi \\ud800 there"}') as unknown;
    expect(holdsLoneSurrogate(parsed)).toBe(true);
    expect(holdsLoneSurrogate({ list: ['x', { y: 'z\udc00' }] })).toBe(true);
    expect(holdsLoneSurrogate({ 'key\udbff': 1 })).toBe(true);
    expect(holdsLoneSurrogate({ comment: 'pipes burst 💧 at 02:00', pair: '\ud83d\udca7' })).toBe(false);
    expect(holdsLoneSurrogate('\udca7\ud83d')).toBe(true);
  });
});
