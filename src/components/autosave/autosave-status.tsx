'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import type { WorkingCopyControls } from './use-working-copy';
import { autosaveTime } from './autosave-time';

type Props = Pick<WorkingCopyControls, 'state' | 'retry'> & { className?: string };

/** Where the autosave stands, said politely to screen readers; a way to try again when it is stuck. */
export function AutosaveStatus({ state, retry, className }: Props) {
  const t = useTranslations('autosave');
  const locale = useLocale() as Locale;
  const text = {
    idle: '',
    saving: t('saving'),
    saved: state.status === 'saved' ? t('savedAt', { time: autosaveTime(state.at, locale) }) : '',
    offline: t('offline'),
    failed: t('failed'),
  }[state.status];
  const isStuck = state.status === 'offline' || state.status === 'failed';
  return (
    <span className={cn('flex items-center gap-2 text-sm', isStuck ? 'text-danger' : 'text-muted', className)}>
      <span role="status" aria-live="polite" data-testid="autosave-status" data-state={state.status}>
        {text}
      </span>
      {isStuck ? (
        <Button type="button" size="sm" severity="ghost" onClick={retry}>
          {t('retry')}
        </Button>
      ) : null}
    </span>
  );
}
