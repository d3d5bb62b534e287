import { getTranslations } from 'next-intl/server';
import { FilterForm, FilterSearch } from '@/components/panel/filter-form';
import { ListPager } from '@/components/panel/list-pager';
import { RecordsTable } from '@/components/panel/records-table';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listManagedEvents } from '@/server/services/events';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { eventsListQuery } from '@/shared/schemas/events';

/** Every event with its start, status and registrations, a page at a time. */
export async function EventsTable({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  const raw = await searchParams;
  const parsed = eventsListQuery.safeParse({ page: raw.page, search: raw.search || undefined, per_page: 20 });
  const query = parsed.success ? parsed.data : eventsListQuery.parse({ per_page: 20 });
  const { data, meta } = await listManagedEvents(query);
  const search = query.search ?? '';
  return (
    <div className="flex flex-col gap-4">
      <FilterForm label={t('search')} submitLabel={t('search')}>
        <FilterSearch label={t('search')} value={search} placeholder={t('searchPlaceholder')} />
      </FilterForm>
      {data.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <RecordsTable
          rows={data}
          columns={[
            { header: t('columnTitle'), cell: (event) => (locale === 'fa' ? event.title_fa : event.title_en) },
            { header: t('columnStart'), cell: (event) => formatDateTime(event.start_date, locale) },
            { header: t('columnStatus'), cell: (event) => t(event.status) },
            {
              header: t('columnRegistrations'),
              className: 'tabular-nums',
              cell: (event) =>
                `${formatNumber(event.registrations_count, locale)}${event.capacity === null ? '' : ` / ${formatNumber(event.capacity, locale)}`}`,
            },
            {
              header: t('columnActions'),
              isHeaderHidden: true,
              className: 'text-end',
              cell: (event) => (
                <Link href={`/manager/panel/events/${event.id}/edit`} className="text-primary hover:underline">
                  {t('edit')}
                </Link>
              ),
            },
          ]}
        />
      )}
      <ListPager base="/manager/panel/events" query={{ search }} meta={meta} />
    </div>
  );
}
