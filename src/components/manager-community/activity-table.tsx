import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { activityRecordPath } from '@/shared/activity';
import { formatDateTime } from '@/shared/dates';
import type { ActivityView } from '@/shared/schemas/community';
import { RecordsTable, type RecordsColumn } from '@/components/panel/records-table';
import { ActivitySummary, actionWords, type ActivityTranslator } from './activity-words';

/** Activity entries as a table (the activity screen and the dashboard). */
export async function ActivityTable({
  locale,
  entries,
  compact = false,
}: {
  locale: Locale;
  entries: ActivityView[];
  compact?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'managerActivities' });
  const words = t as unknown as ActivityTranslator;
  const topics = (await getTranslations({ locale, namespace: 'content.topics' })) as unknown as ActivityTranslator;
  const resourceLabel = (resource: string) => {
    const key = `resources.${resource}` as 'resources.users';
    return t.has(key) ? t(key) : resource;
  };
  const columns: RecordsColumn<ActivityView>[] = [
    {
      header: t('when'),
      // A long date wraps rather than pushing the last columns past the table's edge.
      className: 'min-w-28',
      cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>,
    },
    {
      header: t('who'),
      cell: (entry) =>
        entry.actor ? (
          <>
            <span className="block">{entry.actor.username}</span>
            <span className="block text-xs text-muted">
              <Ltr>{entry.actor.email}</Ltr>
            </span>
          </>
        ) : (
          <span className="text-muted">{t(entry.by_system ? 'system' : 'anonymous')}</span>
        ),
    },
    {
      header: t('what'),
      className: 'min-w-28',
      cell: (entry) => <span data-action={entry.action}>{actionWords(words, entry.action)}</span>,
    },
    {
      header: t('record'),
      className: 'min-w-32 max-w-48',
      cell: (entry) => {
        const path = entry.resource_id && entry.record ? activityRecordPath(entry.resource, entry.resource_id) : null;
        return (
          <>
            <span className="block">{resourceLabel(entry.resource)}</span>
            {path ? (
              <Link href={path} className="block break-words text-primary hover:underline">
                {entry.record?.title ? <bdi>{entry.record.title}</bdi> : t('openRecord')}
              </Link>
            ) : entry.record?.title ? (
              <bdi className="block break-words text-muted">{entry.record.title}</bdi>
            ) : entry.resource_id && !entry.record && activityRecordPath(entry.resource, entry.resource_id) ? (
              <span className="block text-xs text-muted">{t('recordGone')}</span>
            ) : null}
          </>
        );
      },
    },
  ];
  const details: RecordsColumn<ActivityView>[] = [
    {
      header: t('summary'),
      className: 'min-w-52 max-w-xs',
      cell: (entry) => <ActivitySummary summary={entry.summary} t={words} topics={topics} locale={locale} />,
    },
    { header: t('ip'), className: 'whitespace-nowrap', cell: (entry) => (entry.ip ? <Ltr>{entry.ip}</Ltr> : '—') },
  ];
  return <RecordsTable caption={t('title')} rows={entries} columns={compact ? columns : [...columns, ...details]} cardsOnPhones />;
}
