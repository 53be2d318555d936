import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@site/src/insights/csv';
import { nextSort, sortRows } from '@site/src/insights/sortRows';
import { insightsUrl } from '@site/src/insights/insightsClient';

describe('CSV export of an Insights table', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['Query', 'Searches'],
        [
          ['pump, curve', 3],
          ['say "hi"\nthere', 1],
        ],
      ),
    ).toBe('Query,Searches\r\n"pump, curve",3\r\n"say ""hi""\nthere",1\r\n');
  });

  it('keeps a reader’s text that starts like a formula from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-5 degrees')).toBe("'-5 degrees");
  });

  it('keeps a cell whole and inert in a spreadsheet that separates with semicolons', () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;'=cmd|' /C calc'!A0"`);
    expect(csvCell('a;=2+2 | b|=1+1')).toBe(`"a;'=2+2 | b|'=1+1"`);
  });
});

describe('sorting an Insights table', () => {
  const rows = [
    { query: 'b', searches: 2 },
    { query: 'a', searches: 10 },
    { query: 'c', searches: 2 },
  ];
  const cellValue = (row: (typeof rows)[number], column: 'query' | 'searches') => row[column];

  it('sorts numbers as numbers, keeping tied rows in their order', () => {
    expect(sortRows(rows, { column: 'searches', direction: 'descending' }, cellValue).map((row) => row.query)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(sortRows(rows, { column: 'searches', direction: 'ascending' }, cellValue).map((row) => row.query)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });

  it('flips the direction when the same header is clicked again, and starts a new column in its natural direction', () => {
    expect(nextSort({ column: 'searches', direction: 'descending' }, 'searches', 'descending')).toEqual({
      column: 'searches',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'searches', direction: 'descending' }, 'query', 'ascending')).toEqual({
      column: 'query',
      direction: 'ascending',
    });
  });
});

describe('the address of a report', () => {
  it('asks for the last N days or for a range', () => {
    expect(insightsUrl({ days: 7 })).toBe('/api/insights?days=7');
    expect(insightsUrl({ from: '2026-11-01', to: '2026-11-20' })).toBe('/api/insights?from=2026-11-01&to=2026-11-20');
  });
});
