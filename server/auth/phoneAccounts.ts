/**
 * Accounts made by a texted code or link. Better Auth needs an e-mail address on every user, so a
 * phone-only account gets a stand-in under a reserved `.invalid` domain (RFC 2606): it can never be
 * delivered to, never be verified, and never match a staff domain, so a phone-only reader is a customer.
 */
import { ParseError, parsePhoneNumberWithError, type PhoneNumber } from 'libphonenumber-js/max';

const placeholderDomain = 'phone.tideline-docs.invalid';

export function placeholderEmail(e164: string): string {
  return `${e164.replace(/^\+/, '')}@${placeholderDomain}`;
}

export function isPlaceholderEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${placeholderDomain}`);
}

export type PhoneNumberCheck = { ok: true; e164: string } | { ok: false; message: string };

export const phoneNumberMessages = {
  missing: 'Enter your phone number with its country code, for example +44 7700 900123.',
  unknownCountry: 'That country calling code does not exist. Choose your country from the list and enter the rest of the number.',
  invalid: 'That is not a valid phone number for the country chosen. Check the number and try again.',
} as const;

/**
 * Checks a phone number against the international numbering plan (libphonenumber's full metadata) and
 * gives it in E.164 form, the one spelling every code, link and account is keyed by.
 */
export function checkPhoneNumber(value: unknown): PhoneNumberCheck {
  if (typeof value !== 'string' || !/^\+\d/.test(value.trim())) return { ok: false, message: phoneNumberMessages.missing };
  let parsed: PhoneNumber;
  try {
    parsed = parsePhoneNumberWithError(value.trim());
  } catch (error) {
    const unknownCountry = error instanceof ParseError && error.message === 'INVALID_COUNTRY';
    return { ok: false, message: unknownCountry ? phoneNumberMessages.unknownCountry : phoneNumberMessages.invalid };
  }
  return parsed.isValid() ? { ok: true, e164: parsed.number } : { ok: false, message: phoneNumberMessages.invalid };
}
