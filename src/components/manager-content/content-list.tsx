'use client';

import {
  flexRender,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { ArrowDownUp, Loader2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useId, useMemo, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { apiFetch } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { formatDateTime, formatNumber } from '@/shared/dates';
import {
  languageCompleteness,
  managerContentSorts,
  type BulkAction,
  type ManagerContentRow,
} from '@/shared/schemas/manager-content';
import type { PaginationMeta } from '@/shared/schemas/pagination';

type Props = {
  type: ContentType;
  rows: ManagerContentRow[];
  meta: PaginationMeta;
  categories: { id: string; name: string }[];
  can: { create: boolean; update: boolean; publish: boolean; delete: boolean };
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

function SortHeader({
  label,
  sort,
  current,
  onSort,
}: {
  label: string;
  sort: string;
  current: string;
  onSort: (sort: string) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onSort(sort)}
      className={cn('inline-flex items-center gap-1 hover:text-primary', current === sort && 'text-primary')}
    >
      {label}
      <ArrowDownUp className="size-3.5" aria-hidden />
    </button>
  );
}

const selectClass = 'h-10 rounded-lg border border-border bg-bg px-2 text-sm text-fg focus-visible:border-primary';

/**
 * The manager's list of one content type: search, filters and sort live in the URL (the server
 * page reads them), rows can be selected for bulk publish / unpublish / delete after a
 * confirmation. Navigation shows a loading state while the next page renders.
 */
export function ContentList({ type, rows, meta, categories, can }: Props) {
  const t = useTranslations('managerContent');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  const [working, setWorking] = useState(false);
  const searchId = useId();
  const sort = params.get('sort') ?? 'updated';

  const navigate = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      setSelection({});
      startTransition(() => router.push(`${pathname}?${next.toString()}`));
    },
    [params, pathname, router],
  );

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
          <input
            type="checkbox"
            aria-label={t('list.selectRow', { title: row.original.title })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      {
        id: 'title',
        header: () => (
          <SortHeader label={t('list.columns.title')} sort="title" current={sort} onSort={(value) => navigate({ sort: value })} />
        ),
        cell: ({ row }) =>
          can.update ? (
            <Link
              href={`/manager/panel/${type}/${row.original.id}/edit`}
              className="font-medium text-fg hover:text-primary hover:underline"
            >
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
      {
        id: 'languages',
        header: () => t('list.columns.languages'),
        cell: ({ row }) => (
          <span className="flex gap-1">
            {(['fa', 'en'] as const).map((lang) => (
              <span
                key={lang}
                className={cn(
                  'rounded px-1.5 py-0.5 text-xs font-medium',
                  row.original.languages.includes(lang) ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted line-through',
                )}
                aria-label={
                  row.original.languages.includes(lang)
                    ? t('list.hasLanguage', { lang: t(`form.${lang}`) })
                    : t('list.lacksLanguage', { lang: t(`form.${lang}`) })
                }
              >
                {lang.toUpperCase()}
              </span>
            ))}
          </span>
        ),
      },
      { id: 'category', header: () => t('list.columns.category'), cell: ({ row }) => row.original.category?.name ?? '—' },
      {
        id: 'updated',
        header: () => (
          <SortHeader
            label={t('list.columns.updated')}
            sort="updated"
            current={sort}
            onSort={(value) => navigate({ sort: value })}
          />
        ),
        cell: ({ row }) => <time dateTime={row.original.updated_at}>{formatDateTime(row.original.updated_at, locale)}</time>,
      },
    ],
    [t, can.update, type, locale, sort, navigate],
  );

  const table = useTable({
    features,
    data: rows,
    columns,
    getRowId: (row) => row.id,
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  });
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  const runBulk = async () => {
    if (!bulk) return;
    setWorking(true);
    try {
      const { data } = await apiFetch<{ data: { ids: string[] } }>(`/api/manager/${type}/bulk`, {
        method: 'POST',
        body: { action: bulk, ids: selectedIds },
      });
      toast({ severity: 'success', detail: t(`list.bulkDone.${bulk}`, { count: data.ids.length }) });
      setSelection({});
      setBulk(null);
      startTransition(() => router.refresh());
    } finally {
      setWorking(false);
    }
  };

  const filtersActive = ['q', 'status', 'category', 'language'].some((key) => params.get(key));

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          navigate({ q: typeof q === 'string' ? q.trim() : null });
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('list.search')}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            className={cn(selectClass, 'w-60 px-3')}
            placeholder={t('list.searchPlaceholder')}
          />
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('list.status')}
          <select
            className={selectClass}
            value={params.get('status') ?? ''}
            onChange={(event) => navigate({ status: event.target.value })}
          >
            <option value="">{t('list.anyStatus')}</option>
            {(['draft', 'published', 'scheduled', 'archived'] as const).map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('list.category')}
          <select
            className={selectClass}
            value={params.get('category') ?? ''}
            onChange={(event) => navigate({ category: event.target.value })}
          >
            <option value="">{t('list.anyCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('list.language')}
          <select
            className={selectClass}
            value={params.get('language') ?? ''}
            onChange={(event) => navigate({ language: event.target.value })}
          >
            <option value="">{t('list.anyLanguage')}</option>
            {languageCompleteness.map((value) => (
              <option key={value} value={value}>
                {t(`list.languages.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <span className="flex items-center gap-1">
            <ArrowDownUp className="size-3.5" aria-hidden />
            {t('list.sort')}
          </span>
          <select
            className={selectClass}
            value={params.get('sort') ?? 'updated'}
            onChange={(event) => navigate({ sort: event.target.value })}
          >
            {managerContentSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" severity="secondary">
          {t('list.apply')}
        </Button>
        {pending ? (
          <span role="status" className="flex items-center gap-1 text-sm text-muted">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('list.loading')}
          </span>
        ) : null}
      </form>

      {selectedIds.length > 0 ? (
        <div
          role="region"
          aria-label={t('list.bulkActions')}
          className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-primary/5 p-2"
        >
          <span className="text-sm font-medium">{t('list.selected', { count: selectedIds.length })}</span>
          {can.publish ? (
            <>
              <Button type="button" size="sm" onClick={() => setBulk('publish')}>
                {t('list.bulk.publish')}
              </Button>
              <Button type="button" size="sm" severity="secondary" onClick={() => setBulk('unpublish')}>
                {t('list.bulk.unpublish')}
              </Button>
            </>
          ) : null}
          {can.delete ? (
            <Button type="button" size="sm" severity="danger" onClick={() => setBulk('delete')}>
              {t('list.bulk.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {rows.length === 0 ? (
        <EmptyState
          title={filtersActive ? t('list.noMatches') : t('list.empty', { type: t(`types.${type}`) })}
          description={filtersActive ? t('list.noMatchesHint') : undefined}
          action={
            can.create && !filtersActive ? (
              <Link
                href={`/manager/panel/${type}/create`}
                className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-fg"
              >
                {t('list.create')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <div
          className={cn('overflow-x-auto rounded-lg border border-border transition-opacity', pending && 'opacity-60')}
          aria-busy={pending}
        >
          <table className="min-w-full text-sm">
            <thead className="bg-surface-2">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sortedBy[header.column.id] === sort ? (sort === 'title' ? 'ascending' : 'descending') : undefined
                      }
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
        </div>
      )}

      {meta.last_page > 1 ? (
        <nav aria-label={t('list.pagination')} className="flex items-center justify-center gap-3">
          <Button
            type="button"
            size="sm"
            severity="secondary"
            disabled={meta.current_page <= 1}
            onClick={() => navigate({ page: String(meta.current_page - 1) })}
          >
            {t('list.previous')}
          </Button>
          <span className="text-sm text-muted">
            {t('list.page', {
              page: formatNumber(meta.current_page, locale),
              pages: formatNumber(meta.last_page, locale),
              total: formatNumber(meta.total, locale),
            })}
          </span>
          <Button
            type="button"
            size="sm"
            severity="secondary"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => navigate({ page: String(meta.current_page + 1) })}
          >
            {t('list.next')}
          </Button>
        </nav>
      ) : null}

      <Dialog
        isOpen={bulk !== null}
        onOpenChange={(open) => !open && setBulk(null)}
        title={bulk ? t(`list.confirm.${bulk}`, { count: selectedIds.length }) : ''}
        description={bulk === 'delete' ? t('list.confirm.deleteWarning') : undefined}
        closeLabel={t('list.cancel')}
      >
        <div className="flex justify-end gap-2">
          <Button type="button" severity="secondary" onClick={() => setBulk(null)}>
            {t('list.cancel')}
          </Button>
          <Button
            type="button"
            severity={bulk === 'delete' ? 'danger' : 'primary'}
            isLoading={working}
            onClick={() => void runBulk()}
          >
            {t('list.confirmAction')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
