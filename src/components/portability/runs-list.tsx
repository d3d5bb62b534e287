'use client';

import { FileText } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { RecordsTable } from '@/components/panel/records-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { RunStatusBadge } from './run-status-badge';

type Props = { runs: ImportRunJson[]; shownId: string | null; onOpen: (run: ImportRunJson) => void };

/** The latest runs, newest first, each of which can be opened again with its report. */
export function RunsList({ runs, shownId, onOpen }: Props) {
  const t = useTranslations('portability.runs');
  const run = useTranslations('portability.run');
  const locale = useLocale() as Locale;
  const nameOf = (entry: ImportRunJson) => entry.file_name ?? run('unnamed');
  return (
    <ListSection
      id="import-runs-heading"
      title={t('heading')}
      headingClassName="text-lg"
      isEmpty={runs.length === 0}
      empty={<EmptyState title={t('empty')} description={t('emptyHint')} />}
    >
      <RecordsTable
        caption={t('caption')}
        rows={runs}
        rowTestId="import-run-row"
        columns={[
          { header: t('file'), className: 'max-w-xs break-words', cell: (entry) => <bdi dir="auto">{nameOf(entry)}</bdi> },
          {
            header: t('status'),
            cell: (entry) => (
              <span className="flex flex-wrap gap-1">
                <RunStatusBadge status={entry.status} />
                {entry.dry_run ? <StatusBadge tone="neutral">{run('dryRun')}</StatusBadge> : null}
              </span>
            ),
          },
          {
            header: t('date'),
            className: 'whitespace-nowrap',
            cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>,
          },
          {
            header: t('actions'),
            isHeaderHidden: true,
            className: 'text-end',
            cell: (entry) =>
              entry.id === shownId ? (
                <span className="text-sm text-muted">{t('shown')}</span>
              ) : (
                <Button type="button" size="sm" severity="secondary" aria-label={t('openLabel', { name: nameOf(entry) })} onClick={() => onOpen(entry)}>
                  <FileText className="size-4" aria-hidden="true" />
                  {t('open')}
                </Button>
              ),
          },
        ]}
      />
    </ListSection>
  );
}
