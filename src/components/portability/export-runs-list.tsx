'use client';

import { Download } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { RecordsTable } from '@/components/panel/records-table';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { exportArchiveHref } from './export-links';
import { RunStatusBadge } from './run-status-badge';

/** The latest exports, newest first: a finished one's archive downloads from its row, a failed one says why. */
export function ExportRunsList({ runs }: { runs: ImportRunJson[] }) {
  const t = useTranslations('portability.export');
  const locale = useLocale() as Locale;
  const dateOf = (entry: ImportRunJson) => formatDateTime(entry.created_at, locale);
  return (
    <ListSection
      id="export-runs-heading"
      title={t('runs.heading')}
      headingClassName="text-lg"
      isEmpty={runs.length === 0}
      empty={<EmptyState title={t('runs.empty')} description={t('runs.emptyHint')} />}
    >
      <RecordsTable
        caption={t('runs.caption')}
        rows={runs}
        rowTestId="export-run-row"
        columns={[
          {
            header: t('runs.date'),
            className: 'whitespace-nowrap',
            cell: (entry) => <time dateTime={entry.created_at}>{dateOf(entry)}</time>,
          },
          {
            header: t('runs.status'),
            cell: (entry) => (
              <span className="flex flex-wrap gap-1">
                <RunStatusBadge status={entry.status} />
                {entry.with_accounts ? <StatusBadge tone="pending">{t('withAccountsBadge')}</StatusBadge> : null}
                {entry.with_secrets ? <StatusBadge tone="rejected">{t('withSecretsBadge')}</StatusBadge> : null}
              </span>
            ),
          },
          {
            header: t('runs.archive'),
            className: 'min-w-40',
            cell: (entry) => {
              if (entry.status === 'done' && !entry.expires_at) return <span className="text-muted">{t('runs.expired')}</span>;
              if (entry.status === 'done') {
                return (
                  <a
                    href={exportArchiveHref(entry.id)}
                    download
                    aria-label={t('runs.downloadLabel', { date: dateOf(entry) })}
                    className={buttonVariants({ size: 'sm', severity: 'secondary' })}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t('runs.download')}
                  </a>
                );
              }
              if (entry.status === 'failed') {
                return (
                  <bdi dir="ltr" className="block max-w-xs text-danger break-words">
                    {entry.error ?? '—'}
                  </bdi>
                );
              }
              return <span className="text-muted">{t('runs.writing')}</span>;
            },
          },
        ]}
      />
    </ListSection>
  );
}
