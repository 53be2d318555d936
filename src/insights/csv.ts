/**
 * Tables of the Insights page as CSV (RFC 4180: comma-separated, CRLF line ends).
 * Queries and comments are typed by readers: a cell holding a `;` is quoted too, so a spreadsheet whose list
 * separator is `;` (German, French) does not split it, and a formula start (= + - @) at its beginning or after a `;`,
 * `,` or `|` is prefixed with ' so no part of it runs as a formula.
 */
export type CsvCell = string | number;

const formulaStarts = /(^|[;,|]\s*)([=+\-@\t\r])/g;

export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = value.replace(formulaStarts, "$1'$2");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Offers the text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
