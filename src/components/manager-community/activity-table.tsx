import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import type { ActivityView } from '@/shared/schemas/community';
import { RecordsTable, type RecordsColumn } from '@/components/panel/records-table';

/** A summary object as short `key: value` lines; values stay in their own (Latin) direction. */
function summaryText(summary: Record<string, unknown>): string {
  return Object.entries(summary)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}

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
  const resourceLabel = (resource: string) => {
    const key = `resources.${resource}` as 'resources.users';
    return t.has(key) ? t(key) : resource;
  };
  const columns: RecordsColumn<ActivityView>[] = [
    {
      header: t('when'),
      className: 'whitespace-nowrap',
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
          <span className="text-muted">{t('anonymous')}</span>
        ),
    },
    {
      header: t('what'),
      cell: (entry) => (
        <code dir="ltr" className="text-xs">
          {entry.action}
        </code>
      ),
    },
    {
      header: t('record'),
      cell: (entry) => (
        <>
          <span className="block">{resourceLabel(entry.resource)}</span>
          {entry.resource_id ? (
            <code dir="ltr" className="block max-w-40 truncate text-xs text-muted">
              {entry.resource_id}
            </code>
          ) : null}
        </>
      ),
    },
  ];
  const details: RecordsColumn<ActivityView>[] = [
    {
      header: t('summary'),
      className: 'max-w-xs',
      cell: (entry) =>
        Object.keys(entry.summary).length > 0 ? (
          // A long summary scrolls inside its cell; keyboard users must be able to scroll it too.
          <pre dir="ltr" tabIndex={0} className="max-h-24 overflow-auto text-start text-xs whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-primary">
            {summaryText(entry.summary)}
          </pre>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    { header: t('ip'), cell: (entry) => (entry.ip ? <Ltr>{entry.ip}</Ltr> : '—') },
  ];
  return <RecordsTable caption={t('title')} rows={entries} columns={compact ? columns : [...columns, ...details]} />;
}
