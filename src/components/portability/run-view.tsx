'use client';

import { X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { RunProgress } from './run-progress';
import { RunReport } from './run-report';
import { RunStatusBadge } from './run-status-badge';
import { isRunActive } from './use-import-run';

type Props = {
  /** The run as last heard from the server (undefined until it answers). */
  run: ImportRunJson | undefined;
  /** The last poll failed: the connection, not the run, is in trouble. */
  isError: boolean;
  onClose: () => void;
};

/** One run followed live: its status, a bar per kind while it goes, then its report. */
export function RunView({ run, isError, onClose }: Props) {
  const t = useTranslations('portability.run');
  const locale = useLocale() as Locale;
  const headingId = useId();
  if (!run) {
    return (
      <p role="status" className="text-sm text-muted">
        {t('waiting')}
      </p>
    );
  }
  const isActive = isRunActive(run);
  const hasProgress = Object.values(run.progress).some(({ total }) => total > 0);
  return (
    <section aria-labelledby={headingId} aria-busy={isActive || undefined} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4" data-testid="import-run">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-bold break-words">
          {t.rich('heading', { name: run.file_name ?? t('unnamed'), bdi: (chunks) => <bdi dir="auto">{chunks}</bdi> })}
        </h2>
        <span role="status">
          <RunStatusBadge status={run.status} />
        </span>
        {run.dry_run ? <StatusBadge tone="neutral">{t('dryRun')}</StatusBadge> : null}
        <time dateTime={run.created_at} className="text-xs text-muted">
          {formatDateTime(run.created_at, locale)}
        </time>
        {isActive ? null : (
          <Button type="button" size="sm" severity="ghost" className="ms-auto" onClick={onClose}>
            <X className="size-4" aria-hidden="true" />
            {t('close')}
          </Button>
        )}
      </div>
      {isActive && !hasProgress ? (
        <div className="flex flex-col gap-1">
          <progress className="h-2 w-full accent-primary" aria-label={t('waiting')} />
          <p className="text-sm text-muted">{t('waiting')}</p>
        </div>
      ) : null}
      <RunProgress progress={run.progress} />
      {isError && isActive ? (
        <p role="status" className="text-sm text-muted">
          {t('connectionLost')}
        </p>
      ) : null}
      {run.status === 'failed' && run.error ? (
        <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
          <p className="font-medium text-danger">{t('failed')}</p>
          <bdi dir="ltr" className="block break-words">
            {run.error}
          </bdi>
        </div>
      ) : null}
      {isActive ? null : <RunReport run={run} />}
    </section>
  );
}
