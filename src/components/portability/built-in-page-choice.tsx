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
  const hasChanged = useRef(false);
  const group = useRef<HTMLDivElement>(null);
  const page = t(`pages.${choice.page}`);
  const params = { page: choice.page, language: choice.locale };

  // The button pressed is gone once the line changes: focus goes to what took its place.
  useEffect(() => {
    if (hasChanged.current) group.current?.querySelector<HTMLElement>('[data-focus-after-change]')?.focus();
    hasChanged.current = false;
  }, [choice.is_placed]);

  const change = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      hasChanged.current = true;
      await refresh();
    } catch (failure) {
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
