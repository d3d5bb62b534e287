import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import type { ActivityView } from '@/shared/schemas/community';
import { tableClasses as c } from '@/components/panel/filter-form';

/** A summary object as short `key: value` lines; values stay in their own (Latin) direction. */
function summaryText(summary: Record<string, unknown>): string {
  return Object.entries(summary)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}

/** Activity entries as a table (the activity screen and the dashboard). */
export async function ActivityTable({ locale, entries, compact = false }: { locale: Locale; entries: ActivityView[]; compact?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'managerActivities' });
  const resourceLabel = (resource: string) => {
    const key = `resources.${resource}` as 'resources.users';
    return t.has(key) ? t(key) : resource;
  };
  return (
    <div className={c.wrap}>
      <table className={c.table}>
        <caption className="sr-only">{t('title')}</caption>
        <thead className={c.head}>
          <tr>
            <th scope="col" className={c.th}>{t('when')}</th>
            <th scope="col" className={c.th}>{t('who')}</th>
            <th scope="col" className={c.th}>{t('what')}</th>
            <th scope="col" className={c.th}>{t('record')}</th>
            {compact ? null : (
              <>
                <th scope="col" className={c.th}>{t('summary')}</th>
                <th scope="col" className={c.th}>{t('ip')}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className={c.row}>
              <td className={`${c.td} whitespace-nowrap`}>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
              </td>
              <td className={c.td}>
                {entry.actor ? (
                  <>
                    <span className="block">{entry.actor.username}</span>
                    <span className="block text-xs text-muted" dir="ltr">{entry.actor.email}</span>
                  </>
                ) : (
                  <span className="text-muted">{t('anonymous')}</span>
                )}
              </td>
              <td className={c.td}>
                <code dir="ltr" className="text-xs">{entry.action}</code>
              </td>
              <td className={c.td}>
                <span className="block">{resourceLabel(entry.resource)}</span>
                {entry.resource_id ? <code dir="ltr" className="block max-w-40 truncate text-xs text-muted">{entry.resource_id}</code> : null}
              </td>
              {compact ? null : (
                <>
                  <td className={`${c.td} max-w-xs`}>
                    {Object.keys(entry.summary).length > 0 ? (
                      <pre dir="ltr" className="max-h-24 overflow-auto text-start text-xs whitespace-pre-wrap">{summaryText(entry.summary)}</pre>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                  <td className={c.td}>
                    <span dir="ltr">{entry.ip ?? '—'}</span>
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
