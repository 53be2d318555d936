import { describe, expect, it } from 'vitest';
import { addressLimits, isAddressTooLong } from '../../../server/auth/addressLength';

describe('the lengths mail allows an address', () => {
  const label = (length: number) => 'd'.repeat(length);

  it('takes an address at each limit', () => {
    expect(isAddressTooLong(`${'a'.repeat(addressLimits.localPart)}@riverbend.example`)).toBe(false);
    expect(isAddressTooLong(`op@${label(addressLimits.domainLabel)}.example`)).toBe(false);
    const domain = [label(63), label(63), label(63), label(59)].join('.');
    expect(`op@${domain}`.length).toBe(addressLimits.address);
    expect(isAddressTooLong(`op@${domain}`)).toBe(false);
  });

  it('refuses one octet past each limit, counting UTF-8 octets', () => {
    expect(isAddressTooLong(`${'a'.repeat(addressLimits.localPart + 1)}@riverbend.example`)).toBe(true);
    expect(isAddressTooLong(`${'é'.repeat(33)}@riverbend.example`)).toBe(true);
    expect(isAddressTooLong(`op@${label(addressLimits.domainLabel + 1)}.example`)).toBe(true);
    expect(isAddressTooLong(`op@${[label(63), label(63), label(63), label(60)].join('.')}`)).toBe(true);
  });
});
