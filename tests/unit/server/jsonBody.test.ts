import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '@site/server/api/jsonBody';

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
