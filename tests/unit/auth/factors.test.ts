import { describe, expect, it } from 'vitest';
import {
  checkHandleForFactor,
  defaultTab,
  factorsForHandleType,
  handleTabs,
  showsDivider,
  type Factor,
} from '@site/src/auth/factors';

const emailLink: Factor = { method: 'email_link' };
const emailCode: Factor = { method: 'otp_via_email' };
const smsCode: Factor = { method: 'otp_via_sms' };
const webauthn: Factor = { method: 'webauthn' };
const entra: Factor = {
  method: 'oidc',
  options: { providerId: 'entra', label: 'Microsoft Entra ID', provider: 'azuread', mode: 'popup' },
};

describe('tabs of the initial screen', () => {
  it('shows one form when every factor uses e-mail', () => {
    expect(handleTabs([emailLink, emailCode])).toEqual(['email_address']);
  });

  it('shows email then phone tabs when both kinds of factor exist', () => {
    expect(handleTabs([smsCode, emailLink])).toEqual(['email_address', 'phone_number']);
  });

  it('opens on the type of the last handle used, else email', () => {
    expect(defaultTab([emailLink, smsCode], 'phone_number')).toBe('phone_number');
    expect(defaultTab([emailLink, smsCode])).toBe('email_address');
    expect(defaultTab([smsCode])).toBe('phone_number');
  });

  it('groups webauthn with e-mail and keeps configuration order for the dropdown', () => {
    expect(factorsForHandleType([webauthn, smsCode, emailLink], 'email_address')).toEqual([webauthn, emailLink]);
  });
});

describe('divider', () => {
  it('appears only when there are both provider buttons and handle forms', () => {
    expect(showsDivider([emailLink, entra])).toBe(true);
    expect(showsDivider([emailLink])).toBe(false);
    expect(showsDivider([entra])).toBe(false);
  });
});

describe('the handles each sign-in method accepts', () => {
  it('needs an email address for an e-mail link', () => {
    expect(checkHandleForFactor(emailLink, { type: 'email_address', value: 'a@b.example' })).toBeNull();
    expect(checkHandleForFactor(emailLink, { type: 'phone_number', value: '+447700900123' })).toMatch(/email_address/);
  });

  it('needs a phone number for SMS factors', () => {
    expect(checkHandleForFactor(smsCode, undefined)).toMatch(/phone_number/);
  });

  it('refuses any handle for oidc', () => {
    expect(checkHandleForFactor(entra, { type: 'email_address', value: 'a@b.example' })).toMatch(/must not/);
    expect(checkHandleForFactor(entra, undefined)).toBeNull();
  });
});
