import { describe, expect, it } from 'vitest';
import { accountLabel, handleLabel, phoneNumberLabel } from '@site/src/auth/handleLabel';

describe('how a handle reads on screen', () => {
  it('groups a phone number the international way', () => {
    expect(phoneNumberLabel('+447911123456')).toBe('+44 7911 123456');
    expect(phoneNumberLabel('+14155550123')).toBe('+1 415 555 0123');
    expect(handleLabel({ type: 'phone_number', value: '+447911123456' })).toBe('+44 7911 123456');
  });

  it('shows an e-mail address as it is', () => {
    expect(handleLabel({ type: 'email_address', value: 'writer@tideline.example' })).toBe('writer@tideline.example');
    expect(accountLabel('writer@tideline.example')).toBe('writer@tideline.example');
  });

  it('groups a phone number the server names as an account', () => {
    expect(accountLabel('+447911123456')).toBe('+44 7911 123456');
  });

  it('shows what it cannot read as a phone number as it was written', () => {
    expect(phoneNumberLabel('+0')).toBe('+0');
    expect(phoneNumberLabel('not a number')).toBe('not a number');
  });
});
