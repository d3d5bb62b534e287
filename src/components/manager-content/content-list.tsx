'use client';

import type { RowSelectionState } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { formatNumber } from '@/shared/format/number';
import type { ManagerContentRow } from '@/shared/schemas/manager-content';
import type { PaginationMeta } from '@/shared/schemas/pagination';
import { ContentBulkActions } from './content-bulk-actions';
import { ContentListFilters } from './content-list-filters';
import { ContentTable } from './content-table';

type Props = {
  type: ContentType;
  rows: ManagerContentRow[];
  meta: PaginationMeta;
  categories: { id: string; name: string }[];
  can: { create: boolean; update: boolean; publish: boolean; delete: boolean };
};

/**
 * The manager's list of one content type: search, filters and sort live in the URL (the server
 * page reads them), rows can be selected for bulk publish / unpublish / delete after a
 * confirmation. Navigation shows a loading state while the next page renders.
 */
export function ContentList({ type, rows, meta, categories, can }: Props) {
  const t = useTranslations('managerContent.list');
  const types = useTranslations('managerContent.types');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [isPending, startTransition] = useTransition();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const sort = params.get('sort') ?? 'updated';
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const isFiltered = ['q', 'status', 'category', 'language'].some((key) => params.get(key));

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
  const onSort = useCallback((value: string) => navigate({ sort: value }), [navigate]);

  return (
    <div className="flex flex-col gap-4">
      <ContentListFilters params={params} categories={categories} isPending={isPending} onChange={navigate} />
      <ContentBulkActions
        type={type}
        selectedIds={selectedIds}
        can={can}
        onDone={() => {
          setSelection({});
          startTransition(() => router.refresh());
        }}
      />
      {rows.length === 0 ? (
        <EmptyState
          title={isFiltered ? t('noMatches') : t('empty', { type: types(type) })}
          description={isFiltered ? t('noMatchesHint') : undefined}
          action={
            can.create && !isFiltered ? (
              <Link href={`/manager/panel/${type}/create`} className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-fg">
                {t('create')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <ContentTable
          type={type}
          rows={rows}
          selection={selection}
          onSelectionChange={setSelection}
          sort={sort}
          onSort={onSort}
          canUpdate={can.update}
          isPending={isPending}
        />
      )}
      {meta.last_page > 1 ? (
        <nav aria-label={t('pagination')} className="flex items-center justify-center gap-3">
          <Button type="button" size="sm" severity="secondary" disabled={meta.current_page <= 1} onClick={() => navigate({ page: String(meta.current_page - 1) })}>
            {t('previous')}
          </Button>
          <span className="text-sm text-muted">
            {t('page', {
              page: formatNumber(meta.current_page, locale),
              pages: formatNumber(meta.last_page, locale),
              total: formatNumber(meta.total, locale),
            })}
          </span>
          <Button type="button" size="sm" severity="secondary" disabled={meta.current_page >= meta.last_page} onClick={() => navigate({ page: String(meta.current_page + 1) })}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
