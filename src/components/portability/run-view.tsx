'use client';

import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { RunFailure, RunFrame, type FollowedRun } from './run-frame';
import { RunProgress } from './run-progress';
import { RunReport } from './run-report';

/** One import followed live: its status, a bar per kind while it goes, then its report. */
export function RunView({ canEditPages, ...followed }: FollowedRun & { canEditPages: boolean }) {
  const { run } = followed;
  const t = useTranslations('portability.run');
  return (
    <RunFrame
      {...followed}
      waiting={t('waiting')}
      testId="import-run"
      heading={run ? t.rich('heading', { name: run.file_name ?? t('unnamed'), bdi: (chunks) => <bdi dir="auto">{chunks}</bdi> }) : null}
      badges={run?.dry_run ? <StatusBadge tone="neutral">{t('dryRun')}</StatusBadge> : null}
    >
      {(current, isActive) => (
        <>
          <RunProgress progress={current.progress} />
          {current.status === 'failed' && current.error ? <RunFailure title={t('failed')} error={current.error} /> : null}
          {isActive ? null : <RunReport run={current} canEditPages={canEditPages} />}
        </>
      )}
    </RunFrame>
  );
}
