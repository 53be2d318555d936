/**
 * Dates as readers of this en-GB site write them (27/11/2026), turned into the ISO days /api/insights takes and back.
 * A text field with this parser is used instead of `<input type="date">`, whose format follows the browser's language
 * (mm/dd/yyyy in an American browser) whatever the page's `lang` says.
 */

export type UkDateResult = { ok: true; isoDay: string } | { ok: false; message: string };

const ukDatePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** An ISO day (2026-11-27) written the British way (27/11/2026). */
export function ukDateOf(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** The ISO day a reader's dd/mm/yyyy names, or what is wrong with it, in words for the field's error. */
export function parseUkDate(text: string): UkDateResult {
  const match = ukDatePattern.exec(text.trim());
  if (!match) return { ok: false, message: 'Write the date as dd/mm/yyyy, such as 27/11/2026.' };
  const [, day = '', month = '', year = ''] = match;
  const isoDay = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  // Date.parse accepts 31/02 by rolling over into March; the day must come back unchanged.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== isoDay)
    return { ok: false, message: `There is no day ${text.trim()}: write it as dd/mm/yyyy.` };
  return { ok: true, isoDay };
}
