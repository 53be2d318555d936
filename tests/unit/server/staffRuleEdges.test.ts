/**
 * Edges of the staff rule that mutation testing found unguarded: an address with nothing before the @, spaces
 * around the domain, stored groups that are not text at all, and how long directory groups count.
 */
import { describe, expect, it } from 'vitest';
import { directoryGroupsCount, emailDomain, isStaff, parseGroups } from '@site/server/auth/staffRule';
import { sessionLifetimeDays } from '@site/contract/signIn';
import { dayMs } from '@site/contract/durations';

const rule = { emailDomains: ['tideline.example'], groups: ['docs-staff'] };

describe('the e-mail domain of an address', () => {
  it('is none when nothing comes before the @, so "@tideline.example" is nobody, not staff', () => {
    expect(emailDomain('@tideline.example')).toBeUndefined();
    expect(isStaff({ email: '@tideline.example', emailVerified: true }, rule)).toBe(false);
  });

  it('is read without the spaces around it', () => {
    expect(emailDomain('writer@ Tideline.Example ')).toBe('tideline.example');
    expect(isStaff({ email: 'writer@tideline.example ', emailVerified: true }, rule)).toBe(true);
  });
});

describe('stored groups that are not a JSON string', () => {
  it('are no groups, even a list whose text would read as JSON naming a staff group', () => {
    // JSON.parse turns whatever it is given into text first: ['["docs-staff"]'] would read as ["docs-staff"].
    expect(parseGroups(['["docs-staff"]'])).toEqual([]);
    expect(parseGroups({ toString: () => '["docs-staff"]' })).toEqual([]);
  });
});

describe('directory groups from a single sign-on', () => {
  const givenAt = new Date('2026-11-20T09:00:00Z');
  const givenAtPlus = (ms: number) => new Date(givenAt.getTime() + ms);

  it(`count for ${sessionLifetimeDays} days after that sign-on, to the millisecond`, () => {
    expect(directoryGroupsCount(givenAt, givenAt)).toBe(true);
    expect(directoryGroupsCount(givenAt, givenAtPlus(sessionLifetimeDays * dayMs - 1))).toBe(true);
  });

  it('count no longer from then on', () => {
    expect(directoryGroupsCount(givenAt, givenAtPlus(sessionLifetimeDays * dayMs))).toBe(false);
    expect(directoryGroupsCount(givenAt, givenAtPlus(30 * dayMs))).toBe(false);
  });
});
