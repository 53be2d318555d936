/**
 * The sign-in form's field rules at their edges, as browsers apply them to <input type="email">: where an address's
 * local part and domain labels may start, end and how long a label may be, and what surrounds a code.
 */
import { describe, expect, it } from 'vitest';
import { validateEmail, validateOtp, validatePhoneNumber } from '@site/src/auth/validators';

const askForEmail = 'Please enter your email address.';
const label63 = 'a'.repeat(63);

describe('an e-mail address', () => {
  it.each([
    ['the punctuation a local part may hold', "o.b!#$%&'*+/=?^_`{|}~-x@riverbend.example"],
    ['a one-letter local part and domain', 'a@b'],
    ['a one-letter label after a dot', 'ops@mail.b.example'],
    ['sub-domains and digits', 'ops2@mail.eu-west.riverbend2.example'],
    ['a hyphen inside a label', 'ops@river-bend.example'],
    ['a label of 63 characters, the most a label may have', `ops@${label63}.example`],
    ['spaces around it, which the form ignores', '  ops@riverbend.example  '],
    ['capital letters', 'Ops@RiverBend.Example'],
  ])('is accepted with %s', (_what, address) => {
    expect(validateEmail(address)).toBeNull();
  });

  it.each([
    ['text before it', 'write to ops@riverbend.example'],
    ['text after it', 'ops@riverbend.example please'],
    ['a label of 64 characters', `ops@${'a'.repeat(64)}.example`],
    ['a label starting with a hyphen', 'ops@-riverbend.example'],
    ['a label ending with a hyphen', 'ops@riverbend-.example'],
    ['an empty label', 'ops@riverbend..example'],
    ['a domain ending with a dot', 'ops@riverbend.'],
    ['an underscore in the domain', 'ops@river_bend.example'],
    ['a character a local part may not hold', 'o(ps)@riverbend.example'],
    ['two @ signs', 'ops@riverbend@example'],
  ])('is refused with %s', (_what, address) => {
    expect(validateEmail(address)).toBe(askForEmail);
  });
});

describe('a phone number', () => {
  it('is asked for when not text at all', () => {
    expect(validatePhoneNumber(undefined)).toBe('Please enter your phone number.');
    expect(validatePhoneNumber(447700900123)).toBe('Please enter your phone number.');
  });

  it('is accepted with spaces around it', () => {
    expect(validatePhoneNumber(' 07700 900123 ')).toBeNull();
  });
});

describe('a one-time code', () => {
  it('is refused when it is not text, even something that writes itself as six digits', () => {
    expect(validateOtp({ length: 6, toString: () => '123456' })).toBe('Please enter the OTP code.');
  });

  it.each(['123456 ', '12 456', '１２３４５６', '-12345'])(
    'is refused when it holds anything but six digits: %j',
    (code) => {
      expect(validateOtp(code)).toBe('Please enter the OTP code.');
    },
  );
});
