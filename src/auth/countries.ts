/**
 * Countries for the phone-number picker (name, two-letter code, dial codes, flag), built from the `countries-list`
 * package rather than a hand-kept table, with libphonenumber-js deciding which of a country's dial codes
 * is its own today (countries-list names Kosovo's historic +377, Monaco's code, first; it is +383).
 */
import { countries as countryData, getEmojiFlag, type TCountryCode } from 'countries-list';
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

export interface Country {
  name: string;
  /** The country's own dial code, with the leading plus, e.g. "+44". */
  dial_code: string;
  /** Every dial code that reaches the country, its own first (Kosovo: +383, +377, +381, +386). */
  dial_codes: string[];
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  flag: string;
  preferred?: true;
}

import { preferredCountryCodes } from '@site/contract/smsCountries';

export { preferredCountryCodes };
export const defaultCountryCode = 'GB';

/**
 * The listed code that starts with the country's calling code keeps the area code where one identifies
 * the country (+1268 is Antigua, where +1 alone is shared), so typing the rest gives a whole number.
 */
function ownDialCode(code: string, listed: readonly number[]): string {
  if (!isSupportedCountry(code)) return `+${listed[0]}`;
  const callingCode = getCountryCallingCode(code);
  const match = listed.find((dial) => String(dial).startsWith(callingCode));
  return `+${match ?? callingCode}`;
}

function buildCountries(): Country[] {
  const preferred = new Set<string>(preferredCountryCodes);
  return (Object.entries(countryData) as [TCountryCode, (typeof countryData)[TCountryCode]][])
    .filter(([, data]) => data.phone.length > 0)
    .map(([code, data]) => {
      const own = ownDialCode(code, data.phone);
      return {
        name: data.name,
        dial_code: own,
        dial_codes: [own, ...data.phone.map((dial) => `+${dial}`).filter((dial) => dial !== own)],
        code,
        flag: getEmojiFlag(code),
        ...(preferred.has(code) ? { preferred: true as const } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const countries: readonly Country[] = buildCountries();

export function findByCountryCode(code: string): Country | undefined {
  const wanted = code.trim().toUpperCase();
  return countries.find((country) => country.code === wanted);
}

/**
 * Every country a dial code reaches: those whose own code it is before those that merely also use it,
 * preferred entries first within each (+1 is the US and Canada, among others).
 */
export function findAllByDialCode(dialCode: string): Country[] {
  const rank = (country: Country) => (country.dial_code === dialCode ? 0 : 2) + (country.preferred ? 0 : 1);
  return countries.filter((country) => country.dial_codes.includes(dialCode)).sort((a, b) => rank(a) - rank(b));
}

/** The one country for a dial code: the preferred entry if there is one, else the first match. */
export function findByDialCode(dialCode: string): Country | undefined {
  return findAllByDialCode(dialCode)[0];
}

/** Free-text search over code, name and every dial code (case-insensitive substring). */
export function searchCountries(text: string): Country[] {
  const query = text.trim().toLowerCase();
  if (!query) return pickerOrder();
  const digits = query.replace(/^\+/, '');
  return pickerOrder().filter(
    (country) =>
      country.code.toLowerCase().includes(query) ||
      country.name.toLowerCase().includes(query) ||
      (/^\d+$/.test(digits) && country.dial_codes.some((dial) => dial.includes(digits))),
  );
}

/** Preferred countries first, then the rest alphabetically: the order of the picker. */
export function pickerOrder(): Country[] {
  return [...countries.filter((c) => c.preferred), ...countries.filter((c) => !c.preferred)];
}

function longestDialPrefix(country: Country, compact: string): string | undefined {
  return country.dial_codes.filter((dial) => compact.startsWith(dial)).sort((a, b) => b.length - a.length)[0];
}

/**
 * Splits a full phone number into a country and the rest, so a prefilled number shows its country in the
 * picker. The numbering plan picks the country where it can (+1 684 is
 * American Samoa, not the US); otherwise the longest known dial code wins.
 */
export function splitPhoneNumber(value: string): { country: Country; number: string } | undefined {
  const compact = value.replace(/[\s().-]/g, '');
  if (!/^\+\d+$/.test(compact)) return undefined;
  const planCountry = parsePhoneNumberFromString(compact)?.country;
  const byPlan = planCountry ? findByCountryCode(planCountry) : undefined;
  const planPrefix = byPlan && longestDialPrefix(byPlan, compact);
  if (byPlan && planPrefix) return { country: byPlan, number: compact.slice(planPrefix.length) };
  for (let length = Math.min(6, compact.length - 1); length >= 2; length -= 1) {
    const country = findByDialCode(compact.slice(0, length));
    if (country) return { country, number: compact.slice(length) };
  }
  return undefined;
}

/**
 * The value submitted for a phone handle: the selected dial code followed by the number typed. A number
 * typed the national way (07700 900123 in the UK) loses its trunk prefix by the country's own rules.
 */
export function joinPhoneNumber(country: Country, number: string): string {
  const national = number.replace(/[\s().-]/g, '');
  if (isSupportedCountry(country.code)) {
    const parsed = parsePhoneNumberFromString(national, country.code);
    if (parsed?.isValid()) return parsed.number;
  }
  return `${country.dial_code}${national}`;
}
