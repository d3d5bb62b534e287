'use client';

import { flexRender, rowSelectionFeature, tableFeatures, useTable, type ColumnDef, type OnChangeFn, type RowSelectionState } from '@tanstack/react-table';
import { ArrowDownUp } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { TableScroll } from '@/components/ui/table-scroll';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { formatDateTime } from '@/shared/dates';
import type { ManagerContentRow } from '@/shared/schemas/manager-content';

type Props = {
  type: ContentType;
  rows: ManagerContentRow[];
  selection: RowSelectionState;
  onSelectionChange: OnChangeFn<RowSelectionState>;
  /** The list's sort; the title and last-edited headers apply theirs. */
  sort: string;
  onSort: (sort: string) => void;
  canUpdate: boolean;
  /** The next page is rendering: the rows dim and the table is busy. */
  isPending: boolean;
};

const statusClass: Record<string, string> = {
  published: 'bg-success/15 text-success',
  scheduled: 'bg-primary/15 text-primary',
  draft: 'bg-surface-2 text-muted',
  archived: 'bg-warn/15 text-warn',
};

const features = tableFeatures({ rowSelectionFeature });

/** Which sort each sortable column header applies (title A→Z, last edited first). */
const sortedBy: Record<string, string> = { title: 'title', updated: 'updated' };

function SortHeader({ label, sort, current, onSort }: { label: string; sort: string; current: string; onSort: (sort: string) => void }) {
  return (
    <button type="button" onClick={() => onSort(sort)} className={cn('inline-flex items-center gap-1 hover:text-primary', current === sort && 'text-primary')}>
      {label}
      <ArrowDownUp className="size-3.5" aria-hidden />
    </button>
  );
}

function LanguageBadges({ languages }: { languages: ManagerContentRow['languages'] }) {
  const t = useTranslations('managerContent');
  return (
    <span className="flex gap-1">
      {(['fa', 'en'] as const).map((lang) => {
        const has = languages.includes(lang);
        return (
          <span
            key={lang}
            className={cn('rounded px-1.5 py-0.5 text-xs font-medium', has ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted line-through')}
            aria-label={has ? t('list.hasLanguage', { lang: t(`form.${lang}`) }) : t('list.lacksLanguage', { lang: t(`form.${lang}`) })}
          >
            {lang.toUpperCase()}
          </span>
        );
      })}
    </span>
  );
}

/** The rows of one content type: selectable, sortable by title or last edit, each title linking to its editor. */
export function ContentTable({ type, rows, selection, onSelectionChange, sort, onSort, canUpdate, isPending }: Props) {
  const t = useTranslations('managerContent');
  const locale = useLocale() as Locale;

  const columns = useMemo<ColumnDef<typeof features, ManagerContentRow>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label={t('list.selectAll')}
            checked={table.getIsAllRowsSelected()}
            ref={(input) => {
              if (input) input.indeterminate = table.getIsSomeRowsSelected();
            }}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input type="checkbox" aria-label={t('list.selectRow', { title: row.original.title })} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
        ),
      },
      {
        id: 'title',
        header: () => <SortHeader label={t('list.columns.title')} sort="title" current={sort} onSort={onSort} />,
        cell: ({ row }) =>
          canUpdate ? (
            <Link href={`/manager/panel/${type}/${row.original.id}/edit`} className="font-medium text-fg hover:text-primary hover:underline">
              {row.original.title}
            </Link>
          ) : (
            <span className="font-medium">{row.original.title}</span>
          ),
      },
      {
        id: 'status',
        header: () => t('list.columns.status'),
        cell: ({ row }) => (
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', statusClass[row.original.status])}>
            {t(`statuses.${row.original.status as ContentStatus}`)}
          </span>
        ),
      },
      { id: 'languages', header: () => t('list.columns.languages'), cell: ({ row }) => <LanguageBadges languages={row.original.languages} /> },
      { id: 'category', header: () => t('list.columns.category'), cell: ({ row }) => row.original.category?.name ?? '—' },
      {
        id: 'updated',
        header: () => <SortHeader label={t('list.columns.updated')} sort="updated" current={sort} onSort={onSort} />,
        cell: ({ row }) => <time dateTime={row.original.updated_at}>{formatDateTime(row.original.updated_at, locale)}</time>,
      },
    ],
    [t, canUpdate, type, locale, sort, onSort],
  );

  const table = useTable({
    features,
    data: rows,
    columns,
    getRowId: (row) => row.id,
    state: { rowSelection: selection },
    onRowSelectionChange: onSelectionChange,
  });

  return (
    <TableScroll className={cn('transition-opacity', isPending && 'opacity-60')} aria-busy={isPending}>
      <table className="min-w-full text-sm">
        <thead className="bg-surface-2">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sortedBy[header.column.id] === sort ? (sort === 'title' ? 'ascending' : 'descending') : undefined}
                  className="px-3 py-2 text-start font-medium"
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={cn('border-t border-border', row.getIsSelected() && 'bg-primary/5')}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-middle">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
