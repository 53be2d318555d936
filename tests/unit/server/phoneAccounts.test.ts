import { describe, expect, it } from 'vitest';
import {
  checkPhoneNumber,
  isPlaceholderEmail,
  phoneNumberMessages,
  placeholderEmail,
} from '@site/server/auth/phoneAccounts';
import { isStaff } from '@site/server/auth/staffRule';

describe('phone numbers the server accepts', () => {
  it('gives a valid number in E.164, however it was spaced', () => {
    expect(checkPhoneNumber('+44 7911 123456')).toEqual({ ok: true, e164: '+447911123456' });
    expect(checkPhoneNumber('+383 44 123 456')).toEqual({ ok: true, e164: '+38344123456' });
  });

  it.each([
    ['an unknown country calling code', '+999123456789', phoneNumberMessages.unknownCountry],
    ['a number too short for its country', '+4412', phoneNumberMessages.invalid],
    ['a number without its country code', '07911123456', phoneNumberMessages.missing],
    ['something other than a string', 447911123456, phoneNumberMessages.missing],
  ])('refuses %s with a reason', (_what, value, message) => {
    expect(checkPhoneNumber(value)).toEqual({ ok: false, message });
  });
});

describe('phone-only accounts', () => {
  it('get a stand-in address that is never delivered to and never staff', () => {
    const email = placeholderEmail('+447911123456');
    expect(email).toMatch(/\.invalid$/);
    expect(isPlaceholderEmail(email)).toBe(true);
    expect(isStaff({ email, emailVerified: false }, { emailDomains: ['tideline.example'], groups: [] })).toBe(false);
  });
});
