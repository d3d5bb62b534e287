'use client';

import { Download } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { exportArchiveHref, exportedTotals } from './export-links';
import { RunFailure, RunFrame, type FollowedRun } from './run-frame';
import { RunProgress } from './run-progress';

/**
 * The export followed live: its status, a bar of rows and files written while it goes, then a
 * prominent link to download the archive (or the error it stopped with).
 */
export function ExportRunCard(followed: FollowedRun) {
  const t = useTranslations('portability.export');
  const locale = useLocale() as Locale;
  return (
    <RunFrame
      {...followed}
      waiting={t('waiting')}
      testId="export-run"
      heading={t('current')}
      badges={
        followed.run?.with_accounts ? (
          <>
            <StatusBadge tone="pending">{t('withAccountsBadge')}</StatusBadge>
            {followed.run.with_secrets ? <StatusBadge tone="rejected">{t('withSecretsBadge')}</StatusBadge> : null}
          </>
        ) : null
      }
    >
      {(current, isActive) => {
        const totals = exportedTotals(current.progress);
        return (
          <>
            {isActive ? <RunProgress progress={current.progress} describe={(_kind, done, total) => t('progressRows', { done, total })} /> : null}
            {current.status === 'done' && current.expires_at ? (
              <div className="flex flex-col gap-3 rounded-xl border border-success/40 bg-success/10 p-4">
                <p className="text-sm font-medium">{t('ready', { rows: formatNumber(totals.rows, locale), tables: formatNumber(totals.tables, locale) })}</p>
                <a href={exportArchiveHref(current.id)} download className={cn(buttonVariants({ size: 'lg' }), 'self-start')} data-testid="export-download">
                  <Download className="size-5" aria-hidden="true" />
                  {t('download')}
                </a>
                <p className="text-sm">{t('expiresAt', { date: formatDateTime(current.expires_at, locale) })}</p>
                {current.with_accounts ? <p className="text-sm">{t(current.with_secrets ? 'keepSecret' : 'keepPrivate')}</p> : null}
              </div>
            ) : null}
            {current.status === 'done' && !current.expires_at ? <p className="text-sm text-muted">{t('expired')}</p> : null}
            {current.status === 'failed' ? <RunFailure title={t('failed')} error={current.error} /> : null}
          </>
        );
      }}
    </RunFrame>
  );
}
