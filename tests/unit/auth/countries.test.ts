import { describe, expect, it } from 'vitest';
import {
  countries,
  defaultCountryCode,
  findAllByDialCode,
  findByCountryCode,
  findByDialCode,
  joinPhoneNumber,
  pickerOrder,
  searchCountries,
  splitPhoneNumber,
} from '@site/src/auth/countries';

describe('country list', () => {
  it('has about 240 entries, each with a name, a +dial code, a two-letter code and a flag', () => {
    expect(countries.length).toBeGreaterThan(230);
    expect(countries.length).toBeLessThan(260);
    for (const country of countries) {
      expect(country.dial_code).toMatch(/^\+\d+$/);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.flag.length).toBeGreaterThan(0);
    }
  });

  it('marks exactly Australia, India, the UAE, the UK and the US as preferred, first in the picker', () => {
    const preferred = countries
      .filter((c) => c.preferred)
      .map((c) => c.code)
      .sort();
    expect(preferred).toEqual(['AE', 'AU', 'GB', 'IN', 'US']);
    expect(
      pickerOrder()
        .slice(0, 5)
        .every((c) => c.preferred),
    ).toBe(true);
  });

  it('defaults to GB', () => {
    expect(defaultCountryCode).toBe('GB');
  });
});

describe('lookups', () => {
  it('finds by country code, ignoring case', () => {
    expect(findByCountryCode('gb')?.name).toBe('United Kingdom');
  });

  it('prefers the preferred entry for a shared dial code', () => {
    expect(findByDialCode('+1')?.code).toBe('US');
    expect(findByDialCode('+44')?.code).toBe('GB');
  });

  it('lists every country sharing a dial code', () => {
    const codes = findAllByDialCode('+44').map((c) => c.code);
    expect(codes[0]).toBe('GB');
    expect(codes).toEqual(expect.arrayContaining(['GG', 'JE', 'IM']));
    expect(findAllByDialCode('+1').map((c) => c.code)).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('searches code, name and dial code as case-insensitive substrings', () => {
    expect(searchCountries('zeal').map((c) => c.code)).toContain('NZ');
    expect(searchCountries('nz').map((c) => c.code)).toContain('NZ');
    expect(searchCountries('+61').map((c) => c.code)).toContain('AU');
  });
});

describe('phone numbers', () => {
  it('joins the selected dial code and the number typed', () => {
    expect(joinPhoneNumber(findByCountryCode('GB')!, ' 7700900123 ')).toBe('+447700900123');
  });

  it('knows every dial code of a country, its own first (Kosovo is +383, not Monaco’s +377)', () => {
    expect(findByCountryCode('XK')).toMatchObject({
      dial_code: '+383',
      dial_codes: expect.arrayContaining(['+383', '+377']),
    });
    expect(findByDialCode('+377')?.code).toBe('MC');
    expect(findByDialCode('+383')?.code).toBe('XK');
    expect(searchCountries('+383').map((c) => c.code)).toEqual(['XK']);
  });

  it('drops the national trunk prefix a reader types', () => {
    expect(joinPhoneNumber(findByCountryCode('GB')!, '07911 123456')).toBe('+447911123456');
  });

  it('splits a number on its country’s dial code even where +1 is shared', () => {
    expect(splitPhoneNumber('+16844001234')).toMatchObject({ country: { code: 'AS' } });
    expect(splitPhoneNumber('+12025550100')).toMatchObject({ country: { code: 'US' }, number: '2025550100' });
  });

  it('splits a prefilled number on a known dial-code prefix', () => {
    expect(splitPhoneNumber('+61 412 345 678')).toMatchObject({ country: { code: 'AU' }, number: '412345678' });
    expect(splitPhoneNumber('07700900123')).toBeUndefined();
  });
});
