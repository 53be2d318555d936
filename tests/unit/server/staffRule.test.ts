import { describe, expect, it } from 'vitest';
import { emailDomain, groupsFromClaims, isStaff, parseGroups } from '@site/server/auth/staffRule';

const rule = { emailDomains: ['tideline.example', 'tideline-water.example'], groups: ['docs-staff'] };

describe('who is staff', () => {
  it('is a verified address at a staff domain', () => {
    expect(isStaff({ email: 'writer@tideline.example', emailVerified: true }, rule)).toBe(true);
    expect(isStaff({ email: 'ops@tideline-water.example', emailVerified: true }, rule)).toBe(true);
  });

  it('matches the domain without regard to case', () => {
    expect(isStaff({ email: 'Writer@Tideline.EXAMPLE', emailVerified: true }, rule)).toBe(true);
  });

  it('is not an unverified address at a staff domain', () => {
    expect(isStaff({ email: 'writer@tideline.example', emailVerified: false }, rule)).toBe(false);
  });

  it.each([
    'eve@tideline.example.attacker.example',
    'eve@nottideline.example',
    'eve@sub.tideline.example',
    'tideline.example@riverbend.example',
  ])('is never a substring match: %s', (email) => {
    expect(isStaff({ email, emailVerified: true }, rule)).toBe(false);
  });

  it('is anyone whose directory groups include a staff group', () => {
    expect(isStaff({ email: 'contractor@riverbend.example', emailVerified: true, groups: ['Docs-Staff'] }, rule)).toBe(
      true,
    );
    expect(
      isStaff({ email: 'contractor@riverbend.example', emailVerified: true, groups: ['docs-staff-old'] }, rule),
    ).toBe(false);
  });
});

describe('e-mail domain', () => {
  it('is the part after the last @, lower-cased', () => {
    expect(emailDomain('a@b@Tideline.Example')).toBe('tideline.example');
    expect(emailDomain('no-at-sign')).toBeUndefined();
    expect(emailDomain('trailing@')).toBeUndefined();
  });
});

describe('stored groups', () => {
  it('reads a JSON array of strings and ignores anything else', () => {
    expect(parseGroups('["docs-staff", 3]')).toEqual(['docs-staff']);
    expect(parseGroups('not json')).toEqual([]);
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('{"a":1}')).toEqual([]);
  });
});

describe('group claims from a directory token', () => {
  it('reads an array of group names, or a single name, under the configured claim', () => {
    expect(groupsFromClaims({ groups: ['docs-staff', 7] }, 'groups')).toEqual(['docs-staff']);
    expect(groupsFromClaims({ roles: 'docs-staff' }, 'roles')).toEqual(['docs-staff']);
  });

  it('finds no groups under another claim name or in a malformed claim', () => {
    expect(groupsFromClaims({ groups: ['docs-staff'] }, 'roles')).toEqual([]);
    expect(groupsFromClaims({ groups: { docs: true } }, 'groups')).toEqual([]);
  });
});
