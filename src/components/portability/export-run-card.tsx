'use client';

import { Download, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { exportArchiveHref, exportedTotals } from './export-links';
import { RunProgress } from './run-progress';
import { RunStatusBadge } from './run-status-badge';
import { isRunActive } from './use-import-run';

type Props = {
  /** The export as last heard from the server (undefined until it answers). */
  run: ImportRunJson | undefined;
  /** The last poll failed: the connection, not the export, is in trouble. */
  isError: boolean;
  onClose: () => void;
};

/**
 * The export followed live: its status, a bar of rows and files written while it goes, then a
 * prominent link to download the archive (or the error it stopped with).
 */
export function ExportRunCard({ run, isError, onClose }: Props) {
  const t = useTranslations('portability.export');
  const common = useTranslations('portability.run');
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
  const totals = exportedTotals(run.progress);
  return (
    <section aria-labelledby={headingId} aria-busy={isActive || undefined} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4" data-testid="export-run">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t('current')}
        </h2>
        <span role="status">
          <RunStatusBadge status={run.status} />
        </span>
        {run.with_accounts ? <StatusBadge tone="pending">{t('withAccountsBadge')}</StatusBadge> : null}
        <time dateTime={run.created_at} className="text-xs text-muted">
          {formatDateTime(run.created_at, locale)}
        </time>
        {isActive ? null : (
          <Button type="button" size="sm" severity="ghost" className="ms-auto" onClick={onClose}>
            <X className="size-4" aria-hidden="true" />
            {common('close')}
          </Button>
        )}
      </div>
      {isActive && !hasProgress ? (
        <div className="flex flex-col gap-1">
          <progress className="h-2 w-full accent-primary" aria-label={t('waiting')} />
          <p className="text-sm text-muted">{t('waiting')}</p>
        </div>
      ) : null}
      {isActive ? <RunProgress progress={run.progress} describe={(_kind, done, total) => t('progressRows', { done, total })} /> : null}
      {isError && isActive ? (
        <p role="status" className="text-sm text-muted">
          {common('connectionLost')}
        </p>
      ) : null}
      {run.status === 'done' ? (
        <div className="flex flex-col gap-3 rounded-xl border border-success/40 bg-success/10 p-4">
          <p className="text-sm font-medium">{t('ready', { rows: formatNumber(totals.rows, locale), tables: formatNumber(totals.tables, locale) })}</p>
          <a href={exportArchiveHref(run.id)} download className={cn(buttonVariants({ size: 'lg' }), 'self-start')} data-testid="export-download">
            <Download className="size-5" aria-hidden="true" />
            {t('download')}
          </a>
          {run.with_accounts ? <p className="text-sm">{t('keepPrivate')}</p> : null}
        </div>
      ) : null}
      {run.status === 'failed' ? (
        <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
          <p className="font-medium text-danger">{t('failed')}</p>
          {run.error ? (
            <bdi dir="ltr" className="block break-words">
              {run.error}
            </bdi>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
