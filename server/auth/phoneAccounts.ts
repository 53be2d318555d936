/**
 * Accounts made by a texted code or link. Better Auth needs an e-mail address on every user, so a
 * phone-only account gets a stand-in under a reserved `.invalid` domain (RFC 2606): it can never be
 * delivered to, never be verified, and never match a staff domain, so a phone-only reader is a customer.
 */
import {
  ParseError,
  getCountryCallingCode,
  parsePhoneNumberWithError,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';

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
  unknownCountry:
    'That country calling code does not exist. Choose your country from the list and enter the rest of the number.',
  invalid: 'That is not a valid phone number for the country chosen. Check the number and try again.',
  notMobile: 'Sign-in texts go to mobile numbers only. Enter a mobile number, or sign in with your e-mail address.',
  countryNotServed: 'This site does not send sign-in texts to that country. Sign in with your e-mail address instead.',
} as const;

/**
 * Number types a sign-in text may go to. Premium-rate, shared-cost, toll-free, personal, pager and VoIP ranges are where
 * SMS pumping sends its texts (each one earns its owner money); a reader's own phone is a mobile.
 */
const textableTypes = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Checks a phone number against the international numbering plan (libphonenumber's full metadata), that it is a
 * mobile number and, given `countries`, in one of them, and gives it in E.164 form, the one spelling every code, link
 * and account is keyed by.
 */
/**
 * A country's texts are served by its calling code: +44 covers Guernsey, Jersey and the Isle of Man with Great Britain,
 * whose mobile ranges libphonenumber gives them, and +1 the whole North American plan.
 */
function servedCallingCodes(countries: ReadonlySet<string>): Set<string> {
  return new Set([...countries].map((country) => getCountryCallingCode(country as CountryCode)));
}

export function checkPhoneNumber(value: unknown, countries?: ReadonlySet<string>): PhoneNumberCheck {
  if (typeof value !== 'string' || !/^\+\d/.test(value.trim()))
    return { ok: false, message: phoneNumberMessages.missing };
  let parsed: PhoneNumber;
  try {
    parsed = parsePhoneNumberWithError(value.trim());
  } catch (error) {
    const unknownCountry = error instanceof ParseError && error.message === 'INVALID_COUNTRY';
    return { ok: false, message: unknownCountry ? phoneNumberMessages.unknownCountry : phoneNumberMessages.invalid };
  }
  if (!parsed.isValid()) return { ok: false, message: phoneNumberMessages.invalid };
  if (!textableTypes.has(parsed.getType() ?? '')) return { ok: false, message: phoneNumberMessages.notMobile };
  if (countries && !servedCallingCodes(countries).has(parsed.countryCallingCode))
    return { ok: false, message: phoneNumberMessages.countryNotServed };
  return { ok: true, e164: parsed.number };
}
