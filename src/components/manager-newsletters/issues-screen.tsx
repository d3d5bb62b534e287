import { getTranslations } from 'next-intl/server';
import { flatParams, parseListQuery, type SearchParams } from '@/components/manager-community/list-query';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { FilterForm, FilterSelect } from '@/components/panel/filter-form';
import { ListPager } from '@/components/panel/list-pager';
import { RecordsList } from '@/components/panel/records-list';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { countSubscribers, listIssues } from '@/server/services/newsletter';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { issueKinds, issueStatuses } from '@/shared/newsletter';
import { issuesQuery, type IssueJson } from '@/shared/schemas/newsletter';
import { issueStatusTones } from './issue-words';
import { SubscriberSummary } from './subscriber-summary';

/**
 * Newsletters: the confirmed readers at a glance, then every issue (written by an editor or sent
 * on its own for new items and digests), newest first, with how far its send has gone.
 */
export async function IssuesScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'managerNewsletters' });
  const query = parseListQuery(issuesQuery, searchParams);
  const [issues, counts] = await Promise.all([listIssues(query), countSubscribers()]);
  const number = (value: number) => formatNumber(value, locale);
  return (
    <>
      <SubscriberSummary counts={counts} locale={locale} />
      <section aria-labelledby="newsletter-issues" className="flex flex-col gap-3">
        <h2 id="newsletter-issues" className="text-xl font-bold">
          {t('issues.title')}
        </h2>
        <FilterForm label={t('issues.filters')} submitLabel={t('apply')}>
          <FilterSelect
            name="status"
            label={t('issues.status')}
            value={query.status}
            anyLabel={t('issues.anyStatus')}
            options={issueStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <FilterSelect
            name="kind"
            label={t('issues.kind')}
            value={query.kind}
            anyLabel={t('issues.anyKind')}
            options={issueKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          />
        </FilterForm>
        <RecordsList
          totalLabel={t('issues.total', { count: issues.meta.total })}
          empty={{ title: t('issues.empty'), description: t('issues.emptyHint') }}
          caption={t('issues.caption')}
          rows={issues.data}
          rowTestId="newsletter-issue-row"
          columns={[
            {
              header: t('issues.subject'),
              className: 'min-w-56 max-w-md',
              cell: (row: IssueJson) => (
                <Link href={`/manager/panel/newsletters/${row.id}/detail`} className="font-medium text-primary hover:underline">
                  <bdi lang={row.locale} dir={row.locale === 'fa' ? 'rtl' : 'ltr'}>
                    {row.subject}
                  </bdi>
                </Link>
              ),
            },
            { header: t('issues.language'), cell: (row) => t(`languages.${row.locale}`) },
            { header: t('issues.kind'), cell: (row) => t(`kinds.${row.kind}`) },
            { header: t('issues.status'), cell: (row) => <StatusBadge tone={issueStatusTones[row.status]}>{t(`statuses.${row.status}`)}</StatusBadge> },
            {
              header: t('issues.progress'),
              className: 'whitespace-nowrap',
              cell: (row) => (row.total === 0 ? '' : t('progress.short', { sent: number(row.sent), total: number(row.total), failed: number(row.failed) })),
            },
            {
              header: t('issues.when'),
              className: 'whitespace-nowrap',
              cell: (row) => {
                const at = row.finished_at ?? row.started_at ?? row.scheduled_at ?? row.created_at;
                return <time dateTime={at}>{formatDateTime(at, locale)}</time>;
              },
            },
          ]}
        />
        <ListPager base="/manager/panel/newsletters" query={flatParams(searchParams)} meta={issues.meta} />
      </section>
    </>
  );
}
