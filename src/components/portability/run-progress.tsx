'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { useKindLabel } from './use-kind-label';

/**
 * A bar per kind the file holds, items handled of all of them ("12 of 56 articles"). Shown while
 * the run goes and after it, where it says how far each kind got.
 */
export function RunProgress({ progress }: { progress: ImportRunJson['progress'] }) {
  const t = useTranslations('portability.run');
  const locale = useLocale() as Locale;
  const kindLabel = useKindLabel();
  const id = useId();
  const entries = Object.entries(progress).filter(([, { total }]) => total > 0);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h3 id={`${id}-heading`} className="text-sm font-bold">
        {t('progress')}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {entries.map(([kind, { done, total }]) => {
          const text = t('progressOf', { done: formatNumber(done, locale), total: formatNumber(total, locale), kind: kindLabel(kind) ?? kind });
          return (
            <li key={kind} className="flex flex-col gap-1" data-testid="import-progress">
              <span id={`${id}-${kind}`} className="text-sm">
                {text}
              </span>
              <progress max={total} value={Math.min(done, total)} aria-labelledby={`${id}-${kind}`} className="h-2 w-full accent-primary" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
