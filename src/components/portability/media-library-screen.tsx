import { getTranslations } from 'next-intl/server';
import { flatParams, parseListQuery, type SearchParams } from '@/components/manager-community/list-query';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { FilterForm, FilterSelect } from '@/components/panel/filter-form';
import { ListPager } from '@/components/panel/list-pager';
import { RecordsList, recordsListTexts } from '@/components/panel/records-list';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { listMediaLibrary } from '@/server/services/media';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { mediaLibraryQuery, type MediaLibraryItem } from '@/shared/schemas/portability';

const KINDS = ['image', 'audio', 'video', 'file'] as const;

/**
 * The media library: every stored file, newest first, of one kind, and the pictures an import
 * could not bring (missing media), each with the address it was sought at, so a migrator knows
 * what to find and can bring it with the next run.
 */
export async function MediaLibraryScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'portability.media' });
  const query = parseListQuery(mediaLibraryQuery, searchParams);
  const { data, meta } = await listMediaLibrary(query);
  const kilobytes = (row: MediaLibraryItem) => t('kilobytes', { size: formatNumber(Math.max(1, Math.round(row.size / 1024)), locale) });
  return (
    <>
      <p className="max-w-3xl text-sm text-muted">{t('intro')}</p>
      <FilterForm label={t('filters')} submitLabel={t('apply')}>
        <FilterSelect name="kind" label={t('kind')} value={query.kind} anyLabel={t('allKinds')} options={KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
        <FilterSelect
          name="status"
          label={t('status')}
          value={query.status}
          anyLabel={t('allStatuses')}
          options={[
            { value: 'stored', label: t('statuses.stored') },
            { value: 'missing', label: t('statuses.missing') },
          ]}
        />
      </FilterForm>
      <RecordsList
        {...await recordsListTexts(locale, 'portability.media', meta.total, query.status === 'missing' ? t('emptyMissingHint') : t('emptyHint'))}
        rows={data}
        rowTestId="media-row"
        columns={[
          {
            header: t('preview'),
            className: 'w-20',
            cell: (row) =>
              row.kind === 'image' ? (
                // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a stored file, already sized
                <img src={row.url} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 rounded-md bg-surface-2 object-cover" />
              ) : (
                <span className="text-xs text-muted">{t(`kinds.${row.kind}`)}</span>
              ),
          },
          {
            header: t('name'),
            className: 'min-w-40 max-w-xs break-all',
            cell: (row) => (
              <div className="flex flex-col items-start gap-1">
                <Ltr>{row.original_name ?? row.url.split('/').pop()}</Ltr>
                {row.missing_from ? <StatusBadge tone="pending">{t('statuses.missing')}</StatusBadge> : null}
              </div>
            ),
          },
          {
            header: t('size'),
            className: 'whitespace-nowrap',
            cell: (row) => (
              <span className="flex flex-col">
                {row.width && row.height ? <Ltr>{`${formatNumber(row.width, locale)}×${formatNumber(row.height, locale)}`}</Ltr> : null}
                <span className="text-muted">{row.missing_from ? t('placeholder') : kilobytes(row)}</span>
              </span>
            ),
          },
          {
            header: t('soughtAt'),
            className: 'min-w-44 max-w-xs break-all',
            cell: (row) => (row.missing_from ? <Ltr>{row.missing_from}</Ltr> : <span className="text-muted">{t('stored')}</span>),
          },
          {
            header: t('date'),
            className: 'whitespace-nowrap',
            cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>,
          },
        ]}
      />
      <ListPager base="/manager/panel/media" query={flatParams(searchParams)} meta={meta} />
    </>
  );
}
