/**
 * Edges of the staff rule that mutation testing found unguarded: an address with nothing before the @, spaces
 * around the domain, and stored groups that are not text at all.
 */
import { describe, expect, it } from 'vitest';
import { emailDomain, isStaff, parseGroups } from '@site/server/auth/staffRule';

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
