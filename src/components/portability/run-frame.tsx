'use client';

import { X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { RunStatusBadge } from './run-status-badge';
import { isRunActive } from './use-import-run';

/** A run being followed, as the import and export screens hand it on. */
export type FollowedRun = {
  /** The run as last heard from the server (undefined until it answers). */
  run: ImportRunJson | undefined;
  /** The last poll failed: the connection, not the run, is in trouble. */
  isError: boolean;
  onClose: () => void;
};

type Props = FollowedRun & {
  heading: ReactNode;
  /** Shown beside the status: what kind of run this is (a dry run, an export with accounts). */
  badges?: ReactNode;
  /** What the run is doing before its first progress is counted. */
  waiting: string;
  testId: string;
  /** The run's progress and outcome, below its header. */
  children: (run: ImportRunJson, isActive: boolean) => ReactNode;
};

/**
 * The frame an import or an export is followed in: its heading, status, time and close button, a
 * bar that moves while nothing is counted yet, and a word when the connection drops.
 */
export function RunFrame({ run, isError, onClose, heading, badges, waiting, testId, children }: Props) {
  const t = useTranslations('portability.run');
  const locale = useLocale() as Locale;
  const headingId = useId();
  if (!run) {
    return (
      <p role="status" className="text-sm text-muted">
        {waiting}
      </p>
    );
  }
  const isActive = isRunActive(run);
  const hasProgress = Object.values(run.progress).some(({ total }) => total > 0);
  return (
    <section aria-labelledby={headingId} aria-busy={isActive || undefined} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-bold break-words">
          {heading}
        </h2>
        <span role="status">
          <RunStatusBadge status={run.status} />
        </span>
        {badges}
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
          <progress className="h-2 w-full accent-primary" aria-label={waiting} />
          <p className="text-sm text-muted">{waiting}</p>
        </div>
      ) : null}
      {children(run, isActive)}
      {isError && isActive ? (
        <p role="status" className="text-sm text-muted">
          {t('connectionLost')}
        </p>
      ) : null}
    </section>
  );
}

/** The error a run stopped with, as the server wrote it (Latin, so isolated). */
export function RunFailure({ title, error }: { title: string; error: string | null }) {
  return (
    <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
      <p className="font-medium text-danger">{title}</p>
      {error ? (
        <bdi dir="ltr" className="block break-words">
          {error}
        </bdi>
      ) : null}
    </div>
  );
}
