import type { Key, ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its own box on a narrow phone, so the page itself never does;
 * the last column (the row's action) stays in view at the box's right edge. Focusable, so the box can
 * be scrolled by keyboard too.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-box" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export interface Column<Row> {
  header: ReactNode;
  /** Needed where columns come and go (one per duty role), so a column's cells keep their state. */
  key?: Key;
  /** The header's words are for screen readers only (a column of buttons that name themselves). */
  hiddenHeader?: boolean;
  /** The cell names its row (a row header, read before each cell of the row). */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

/** Rows with an `id` are told apart by it; other rows name what tells them apart. */
type RowKey<Row> = Row extends { id: Key } ? { rowKey?: (row: Row) => Key } : { rowKey: (row: Row) => Key };

/**
 * Every table of the admin screens: column headers, one row per item, all inside a TableBox that
 * scrolls sideways on a narrow phone with the row's last column (its action) kept in view.
 */
export function DataTable<Row>({
  label,
  caption,
  className = 'admin-table',
  columns,
  rows,
  rowKey = (row) => (row as { id: Key }).id,
}: {
  /** The scrolling box's name. */
  label: string;
  /** The table's own name, for screen readers. */
  caption?: string;
  className?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
} & RowKey<Row>) {
  return (
    <TableBox label={label}>
      <table className={className}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.key ?? i} scope="col">
                {c.hiddenHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) =>
                c.rowHeader ? (
                  <th key={c.key ?? i} scope="row">
                    {c.cell(row)}
                  </th>
                ) : (
                  // Its column's name, for a table that becomes a list on a phone (roster.css).
                  <td key={c.key ?? i} data-label={typeof c.header === 'string' ? c.header : undefined}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
