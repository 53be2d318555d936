/**
 * A table whose columns sort: each header holds a button, and the sorted column says so with aria-sort,
 * so screen readers announce the order. A "Download CSV" button exports the rows as sorted. Text too long for a cell
 * (reader comments) goes in a full-width row under its row, which sorts with it.
 */
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { downloadCsv, toCsv, type CsvCell } from '@site/src/insights/csv';
import { nextSort, sortRows, type SortDirection, type SortState, type SortValue } from '@site/src/insights/sortRows';
import styles from './styles.module.css';
import hidden from '@site/src/css/visuallyHidden.module.css';

export interface Column<Row> {
  key: string;
  label: string;
  /** What the column sorts by and exports. */
  value: (row: Row) => SortValue;
  /** How the cell shows; the value as text by default. */
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Numbers start with the largest, text from A. */
  firstDirection?: SortDirection;
  /** In the CSV only: the table shows it elsewhere (in the row's details) or not at all. */
  csvOnly?: boolean;
}

export interface SortableTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  initialSort: SortState<string>;
  empty: string;
  csvName: string;
  /** Shown in a full-width row under the row, for text too long for a cell (reader comments); nothing when null. */
  details?: (row: Row) => ReactNode;
}

export default function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  initialSort,
  empty,
  csvName,
  details,
}: SortableTableProps<Row>): ReactNode {
  const [sort, setSort] = useState(initialSort);
  const sorted = useMemo(
    () => sortRows(rows, sort, (row, key) => columns.find((column) => column.key === key)?.value(row) ?? ''),
    [rows, sort, columns],
  );
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  const shown = columns.filter((column) => !column.csvOnly);

  const exportCsv = () =>
    downloadCsv(
      csvName,
      toCsv(
        columns.map((column) => column.label),
        sorted.map((row) => columns.map((column): CsvCell => column.value(row))),
      ),
    );

  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={hidden.visuallyHidden}>{caption}</caption>
          <thead>
            <tr>
              {shown.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort.column === column.key ? sort.direction : undefined}
                  className={column.numeric ? styles.numeric : undefined}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() =>
                      setSort(
                        nextSort(
                          sort,
                          column.key,
                          column.firstDirection ?? (column.numeric ? 'descending' : 'ascending'),
                        ),
                      )
                    }
                  >
                    {column.label}
                    <span aria-hidden="true" className={styles.sortMark}>
                      {sort.column === column.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => {
              const more = details?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <tr className={more ? styles.rowWithDetails : undefined}>
                    {shown.map((column) => (
                      <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                        {column.render ? column.render(row) : column.value(row)}
                      </td>
                    ))}
                  </tr>
                  {more && (
                    <tr className={styles.detailsRow}>
                      <td colSpan={shown.length}>{more}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <button type="button" className="button button--secondary button--sm" onClick={exportCsv}>
        Download “{caption}” as CSV
      </button>
    </>
  );
}
