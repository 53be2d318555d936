/**
 * Countries for the phone-number picker (seed §3 "Country entry"), built from the `countries-list`
 * package rather than a hand-kept table.
 */
import { countries as countryData, getEmojiFlag, type TCountryCode } from 'countries-list';

export interface Country {
  name: string;
  /** With the leading plus, e.g. "+44". */
  dial_code: string;
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  flag: string;
  preferred?: true;
}

export const preferredCountryCodes = ['AU', 'IN', 'AE', 'GB', 'US'] as const;
export const defaultCountryCode = 'GB';

function buildCountries(): Country[] {
  const preferred = new Set<string>(preferredCountryCodes);
  return (Object.entries(countryData) as [TCountryCode, (typeof countryData)[TCountryCode]][])
    .filter(([, data]) => data.phone.length > 0)
    .map(([code, data]) => ({
      name: data.name,
      dial_code: `+${data.phone[0]}`,
      code,
      flag: getEmojiFlag(code),
      ...(preferred.has(code) ? { preferred: true as const } : {}),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const countries: readonly Country[] = buildCountries();

export function findByCountryCode(code: string): Country | undefined {
  const wanted = code.trim().toUpperCase();
  return countries.find((country) => country.code === wanted);
}

/** Every country sharing a dial code, preferred entries first (+1 is the US and Canada, among others). */
export function findAllByDialCode(dialCode: string): Country[] {
  const matches = countries.filter((country) => country.dial_code === dialCode);
  return [...matches.filter((c) => c.preferred), ...matches.filter((c) => !c.preferred)];
}

/** The one country for a dial code: the preferred entry if there is one, else the first match. */
export function findByDialCode(dialCode: string): Country | undefined {
  return findAllByDialCode(dialCode)[0];
}

/** Free-text search over code, name and dial code (case-insensitive substring). */
export function searchCountries(text: string): Country[] {
  const query = text.trim().toLowerCase();
  if (!query) return [...countries];
  return countries.filter(
    (country) =>
      country.code.toLowerCase().includes(query) ||
      country.name.toLowerCase().includes(query) ||
      country.dial_code.includes(query),
  );
}

/** Preferred countries first, then the rest alphabetically: the order of the picker. */
export function pickerOrder(): Country[] {
  return [...countries.filter((c) => c.preferred), ...countries.filter((c) => !c.preferred)];
}

/**
 * Splits a full phone number into a country and the rest, by the longest known dial-code prefix
 * (seed §5: "A prefilled phone value is split by matching a known dial-code prefix").
 */
export function splitPhoneNumber(value: string): { country: Country; number: string } | undefined {
  const compact = value.replace(/[\s-]/g, '');
  if (!compact.startsWith('+')) return undefined;
  for (let length = 5; length >= 2; length -= 1) {
    const country = findByDialCode(compact.slice(0, length));
    if (country) return { country, number: compact.slice(length) };
  }
  return undefined;
}

/** The value submitted for a phone handle: the selected dial code followed by the number typed. */
export function joinPhoneNumber(country: Country, number: string): string {
  return `${country.dial_code}${number.trim()}`;
}
