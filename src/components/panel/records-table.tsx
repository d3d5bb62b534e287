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
  /**
   * Below `md`, each row as a card of labelled lines instead of a row to scroll sideways: for
   * tables whose every column matters (a phone showed a third of the activity log's).
   */
  cardsOnPhones?: boolean;
};

export function RecordsTable<T extends { id: string }>({ columns, rows, caption, rowTestId, cardsOnPhones: cards = false }: RecordsTableProps<T>) {
  return (
    <TableScroll label={caption} className={cn(cards && 'max-md:border-0')}>
      <table className={cn('min-w-full text-sm', cards && 'max-md:block')}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={cn('bg-surface-2', cards && 'max-md:sr-only')}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 text-start">
                {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(cards && 'max-md:flex max-md:flex-col max-md:gap-3')}>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={cn(
                'border-t border-border align-top',
                cards && 'max-md:block max-md:rounded-lg max-md:border max-md:px-3 max-md:py-2',
              )}
              data-testid={rowTestId}
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={cn('px-3 py-2', column.className, cards && 'max-md:block max-md:max-w-none max-md:min-w-0 max-md:px-0 max-md:py-1')}
                  {...column.cellProps}
                >
                  {cards && !column.isHeaderHidden ? (
                    // The heading, seen on a card; a screen reader has it from the table already.
                    <span aria-hidden="true" className="block text-xs font-semibold text-muted md:hidden">
                      {column.header}
                    </span>
                  ) : null}
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
