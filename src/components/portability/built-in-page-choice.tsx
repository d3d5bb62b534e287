'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, api } from '@/lib/api-client';
import { portabilityContracts } from '@/shared/api/browser/portability';
import { builtInPagePaths } from '@/shared/built-in-pages';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { useRefreshImportRuns } from './use-import-run';

type Choice = NonNullable<ImportRunJson['report'][number]['built_in_page']>;

const linkClass = 'text-sm text-primary underline underline-offset-4';

/**
 * An item whose old address is one of the built-in pages: put its text into that page, or keep it
 * as an item at its new address; once put in, go back to the page's default text. The report is
 * read again after each, so the line says what the page shows.
 */
export function BuiltInPageChoice({ choice }: { choice: Choice }) {
  const t = useTranslations('portability.report.builtInPage');
  const refresh = useRefreshImportRuns();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the line is to show once the press has taken effect; null when nothing was pressed.
  const awaited = useRef<boolean | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const page = t(`pages.${choice.page}`);
  const params = { page: choice.page, language: choice.locale };

  // The button pressed is gone once the line changes: focus goes to what took its place, whichever
  // read of the report brings the change first (the press's own, or one already on its way), once
  // the line is no longer busy (a busy button is disabled and takes no focus).
  useEffect(() => {
    if (isBusy || awaited.current !== choice.is_placed) return;
    awaited.current = null;
    group.current?.querySelector<HTMLElement>('[data-focus-after-change]')?.focus();
  }, [choice.is_placed, isBusy]);

  const change = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    awaited.current = !choice.is_placed;
    try {
      await call();
      await refresh();
    } catch (failure) {
      awaited.current = null;
      setError(t('failed', { reason: failure instanceof ApiError && failure.status > 0 ? failure.message : t('noConnection') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={group} role="group" aria-label={t('choices')} className="flex flex-col gap-2" data-testid="built-in-page-choice">
      {choice.is_placed ? (
        <>
          <p data-focus-after-change tabIndex={-1} className="text-sm font-medium">
            {t('placed', { page, language: t(`languages.${choice.locale}`) })}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <a href={`/${choice.locale}${builtInPagePaths[choice.page]}`} className={linkClass}>
              {t('open', { page })}
            </a>
            <Button severity="secondary" size="sm" isLoading={isBusy} onClick={() => change(() => api(portabilityContracts.resetBuiltInPage, { params }, { quiet: true }))}>
              {t('reset')}
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            data-focus-after-change
            size="sm"
            isLoading={isBusy}
            onClick={() => change(() => api(portabilityContracts.setBuiltInPage, { params, body: { content_id: choice.content_id } }, { quiet: true }))}
          >
            {t('place', { page })}
          </Button>
          <a href={choice.path} className={linkClass}>
            {t('keep')} <bdi dir="ltr">{choice.path}</bdi>
          </a>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
