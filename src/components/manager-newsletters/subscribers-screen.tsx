import { getTranslations } from 'next-intl/server';
import { flatParams, parseListQuery, type SearchParams } from '@/components/manager-community/list-query';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { FilterForm, FilterSearch, FilterSelect } from '@/components/panel/filter-form';
import { ListPager } from '@/components/panel/list-pager';
import { RecordsList } from '@/components/panel/records-list';
import { Download } from '@/components/ui/drawn-icons';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { termOptions } from '@/server/services/manager-content';
import { countSubscribers, listSubscribers } from '@/server/services/newsletter';
import { newsletterContracts } from '@/shared/api/browser/newsletter';
import { apiPath } from '@/shared/api/path';
import { contentTypeNames } from '@/shared/content-types';
import { formatDate } from '@/shared/dates';
import { newsletterFrequencies, newsletterLanguages, subscriberStatuses, type SubscriberStatus } from '@/shared/newsletter';
import { subscribersQuery } from '@/shared/schemas/newsletter';
import { SubscriberSummary } from './subscriber-summary';
import { SubscribersImport } from './subscribers-import';

const statusTones = { pending: 'pending', confirmed: 'approved', unsubscribed: 'neutral', suppressed: 'rejected' } as const satisfies Record<
  SubscriberStatus,
  'pending' | 'approved' | 'neutral' | 'rejected'
>;

/**
 * Subscribers: counts, the list searched by address and filtered by status, language, frequency
 * or a topic (a section name, or the id of a category or tag), an import from another
 * newsletter's CSV and an export of everyone.
 */
export async function SubscribersScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'managerNewsletters' });
  const query = parseListQuery(subscribersQuery, searchParams);
  const [subscribers, counts, categories] = await Promise.all([listSubscribers(query), countSubscribers(), termOptions('categories', locale)]);
  const typeName = await getTranslations({ locale, namespace: 'managerContent.types' });
  // A topic is a section or a category (tags are too many for a list).
  const topics = [
    ...contentTypeNames.map((type) => ({ value: type, label: typeName(type) })),
    ...categories.map((category) => ({ value: category.id, label: category.name })),
  ];
  return (
    <>
      <SubscriberSummary counts={counts} locale={locale} />
      <section aria-labelledby="newsletter-subscribers" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="newsletter-subscribers" className="text-xl font-bold">
            {t('subscribers.title')}
          </h2>
          {/* A plain download: the browser saves the CSV the API streams. */}
          <a
            href={apiPath(newsletterContracts.exportNewsletterSubscribers)}
            download
            className="ms-auto inline-flex items-center gap-2 rounded-lg border border-border px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('subscribers.export')}
          </a>
        </div>
        <FilterForm label={t('subscribers.filters')} submitLabel={t('apply')}>
          <FilterSearch label={t('subscribers.search')} value={query.search} />
          <FilterSelect
            name="status"
            label={t('subscribers.status')}
            value={query.status}
            anyLabel={t('subscribers.anyStatus')}
            options={subscriberStatuses.map((status) => ({ value: status, label: t(`subscriberStatuses.${status}`) }))}
          />
          <FilterSelect
            name="language"
            label={t('subscribers.language')}
            value={query.language}
            anyLabel={t('subscribers.anyLanguage')}
            options={newsletterLanguages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          />
          <FilterSelect
            name="frequency"
            label={t('subscribers.frequency')}
            value={query.frequency}
            anyLabel={t('subscribers.anyFrequency')}
            options={newsletterFrequencies.map((frequency) => ({ value: frequency, label: t(`frequencies.${frequency}`) }))}
          />
          <FilterSelect name="topic" label={t('subscribers.topic')} value={query.topic} anyLabel={t('subscribers.anyTopic')} options={topics} />
        </FilterForm>
        <RecordsList
          totalLabel={t('subscribers.total', { count: subscribers.meta.total })}
          empty={{ title: t('subscribers.empty'), description: t('subscribers.emptyHint') }}
          caption={t('subscribers.caption')}
          rows={subscribers.data}
          rowTestId="newsletter-subscriber-row"
          columns={[
            { header: t('subscribers.email'), className: 'min-w-48', cell: (row) => <Ltr className="break-all">{row.email}</Ltr> },
            {
              header: t('subscribers.status'),
              cell: (row) => (
                <div className="flex flex-col items-start gap-0.5">
                  <StatusBadge tone={statusTones[row.status]}>{t(`subscriberStatuses.${row.status}`)}</StatusBadge>
                  {row.suppressed_reason ? <Ltr className="max-w-xs text-xs break-words text-muted">{row.suppressed_reason}</Ltr> : null}
                </div>
              ),
            },
            { header: t('subscribers.language'), cell: (row) => row.languages.map((language) => t(`languages.${language}`)).join(t('listJoiner')) },
            { header: t('subscribers.frequency'), cell: (row) => t(`frequencies.${row.frequency}`) },
            { header: t('subscribers.source'), cell: (row) => t(`sources.${row.source}`) },
            {
              header: t('subscribers.since'),
              className: 'whitespace-nowrap',
              cell: (row) => {
                const at = row.confirmed_at ?? row.created_at;
                return <time dateTime={at}>{formatDate(at, locale, 'short')}</time>;
              },
            },
          ]}
        />
        <ListPager base="/manager/panel/newsletters/subscribers" query={flatParams(searchParams)} meta={subscribers.meta} />
      </section>
      <SubscribersImport />
    </>
  );
}
