import { describe, expect, it } from 'vitest';
import { parseUkDate, ukDateOf } from '@site/src/insights/ukDate';

describe('Insights dates as British readers write them', () => {
  it('reads day first: 03/11/2026 is the third of November', () => {
    expect(parseUkDate('03/11/2026')).toEqual({ ok: true, isoDay: '2026-11-03' });
  });

  it('accepts single-digit days and months and surrounding spaces', () => {
    expect(parseUkDate(' 3/1/2026 ')).toEqual({ ok: true, isoDay: '2026-01-03' });
  });

  it('refuses a day that does not exist rather than rolling into the next month', () => {
    expect(parseUkDate('31/02/2026')).toEqual({
      ok: false,
      message: 'There is no day 31/02/2026: write it as dd/mm/yyyy.',
    });
    expect(parseUkDate('01/13/2026').ok).toBe(false);
  });

  it('refuses the ISO and American spellings with the format to use', () => {
    for (const text of ['2026-11-27', '11-27-2026', '']) {
      expect(parseUkDate(text)).toEqual({ ok: false, message: 'Write the date as dd/mm/yyyy, such as 27/11/2026.' });
    }
  });

  it('writes an ISO day back the British way', () => {
    expect(ukDateOf('2026-11-03')).toBe('03/11/2026');
  });
});
