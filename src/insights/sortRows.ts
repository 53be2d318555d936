/**
 * Sorting for the Insights tables: by one column, ascending or descending, numbers as numbers and text in
 * the reader's language order; rows that tie keep their order from the server.
 */
export type SortDirection = 'ascending' | 'descending';

export interface SortState<Key extends string> {
  column: Key;
  direction: SortDirection;
}

export type SortValue = string | number;

export function sortRows<Row, Key extends string>(
  rows: readonly Row[],
  sort: SortState<Key>,
  cellValue: (row: Row, column: Key) => SortValue,
): Row[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: cellValue(row, sort.column) }))
    .sort((a, b) => {
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** A click on a column's header: the same column flips; another column starts in its natural direction. */
export function nextSort<Key extends string>(
  current: SortState<Key>,
  column: Key,
  firstDirection: SortDirection,
): SortState<Key> {
  if (current.column !== column) return { column, direction: firstDirection };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
