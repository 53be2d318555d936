import { describe, expect, it } from 'vitest';
import { validateEmail, validateOtp, validatePhoneNumber, validationMessages } from '@site/src/auth/validators';

describe('email validation', () => {
  it('accepts an ordinary address', () => {
    expect(validateEmail('writer@tideline.example')).toBeNull();
  });

  it.each(['', '   ', 'writer', 'writer@', '@tideline.example', 'a b@tideline.example', 42, undefined])(
    'asks for an email address when given %j',
    (value) => {
      expect(validateEmail(value)).toBe('Please enter your email address.');
    },
  );
});

describe('phone validation', () => {
  it('accepts any non-empty number, leaving format checks to the SMS provider', () => {
    expect(validatePhoneNumber('+44 7700 900123')).toBeNull();
    expect(validatePhoneNumber('12')).toBeNull();
  });

  it('asks for a phone number when empty', () => {
    expect(validatePhoneNumber('  ')).toBe('Please enter your phone number.');
  });
});

describe('OTP validation', () => {
  it('accepts exactly six digits', () => {
    expect(validateOtp('012345')).toBeNull();
  });

  it.each(['', '12345', '1234567', '12a456', ' 12345', 123456])('asks for the OTP code when given %j', (value) => {
    expect(validateOtp(value)).toBe('Please enter the OTP code.');
  });
});

it('keeps the specified dictionary keys', () => {
  expect(Object.keys(validationMessages)).toEqual([
    'validationError.email',
    'validationError.phoneNumber',
    'validationError.otp',
  ]);
});
