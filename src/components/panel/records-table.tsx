import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { TableScroll } from '@/components/ui/table-scroll';

export type RecordsColumn<T> = {
  /** Column heading; with `isHeaderHidden` it is read by screen readers only (an actions column). */
  header: string;
  isHeaderHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells (`text-end`, a `dir`-specific font…). */
  className?: string;
  /** The cells' own attributes, for text in a fixed language (`{ dir: 'rtl', lang: 'fa' }`) or in either (`{ dir: 'auto' }`). */
  cellProps?: { dir?: 'rtl' | 'ltr' | 'auto'; lang?: string };
};

/** A plain, scrollable table of records for the panels: column headings and one row per record. */
export type RecordsTableProps<T> = {
  columns: RecordsColumn<T>[];
  rows: T[];
  /** Read by screen readers only: what the table lists. */
  caption?: string;
  /** `data-testid` of every row, for tests that pick a row by its text. */
  rowTestId?: string;
};

export function RecordsTable<T extends { id: string }>({ columns, rows, caption, rowTestId }: RecordsTableProps<T>) {
  return (
    <TableScroll label={caption}>
      <table className="min-w-full text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-surface-2">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 text-start">
                {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border align-top" data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.header} className={cn('px-3 py-2', column.className)} {...column.cellProps}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
