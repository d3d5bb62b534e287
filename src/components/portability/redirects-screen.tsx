import { getTranslations } from 'next-intl/server';
import { flatParams, parseListQuery, type SearchParams } from '@/components/manager-community/list-query';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { FilterForm, FilterSearch } from '@/components/panel/filter-form';
import { ListPager } from '@/components/panel/list-pager';
import { RecordsList, recordsListTexts } from '@/components/panel/records-list';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { listRedirects } from '@/server/services/redirects';
import { formatDateTime } from '@/shared/dates';
import { redirectsQuery } from '@/shared/schemas/portability';
import { RedirectDelete } from './redirect-delete';
import { RedirectForm } from './redirect-form';

/**
 * The redirect table: old addresses and where they now go, searched by part of either, a page at
 * a time; the add form and each row's delete appear for those allowed to use them.
 */
export async function RedirectsScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'portability.redirects' });
  const query = parseListQuery(redirectsQuery, searchParams);
  const [{ data, meta }, access] = await Promise.all([listRedirects(query), managerAccess(await currentPageUser())]);
  const canDelete = canAccess(access, 'redirects.delete');
  return (
    <>
      <p className="max-w-3xl text-sm text-muted">{t('intro')}</p>
      {canAccess(access, 'redirects.create') ? <RedirectForm /> : null}
      <FilterForm label={t('filters')} submitLabel={t('apply')}>
        <FilterSearch name="q" label={t('search')} value={query.q} placeholder={t('searchPlaceholder')} />
      </FilterForm>
      <RecordsList
        {...await recordsListTexts(locale, 'portability.redirects', meta.total, t('emptyHint'))}
        rows={data}
        rowTestId="redirect-row"
        columns={[
          { header: t('source'), className: 'min-w-44 max-w-xs break-all', cell: (row) => <Ltr>{row.source}</Ltr> },
          { header: t('target'), className: 'min-w-44 max-w-xs break-all', cell: (row) => <Ltr>{row.target}</Ltr> },
          {
            header: t('origin'),
            cell: (row) => <StatusBadge tone="neutral">{t(`origins.${row.origin}`)}</StatusBadge>,
          },
          {
            header: t('date'),
            className: 'whitespace-nowrap',
            cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>,
          },
          ...(canDelete
            ? [{ header: t('actions'), isHeaderHidden: true, className: 'text-end', cell: (row: (typeof data)[number]) => <RedirectDelete id={row.id} source={row.source} /> }]
            : []),
        ]}
      />
      <ListPager base="/manager/panel/redirects" query={flatParams(searchParams)} meta={meta} />
    </>
  );
}
